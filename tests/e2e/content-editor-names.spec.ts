import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { fullPageScreenshot } from './support/full-page-screenshot';
import { CONTENT_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { signedInAs } from './support/sign-in';

/** What the editor says, in each language the journey is walked in. */
const LANGUAGES = [
  {
    code: 'en',
    locale: 'en-US',
    prefix: '',
    ella: 'Ella and Nine Arch Bridge',
    destinations: 'Destinations: entries',
    questions: 'Questions and answers: entries',
    backToQuestions: 'Questions and answers',
    answer: 'Answer',
    saveDraft: 'Save draft',
    draftSaved: 'Draft saved',
    published: 'Published',
    draft: 'Draft',
    changed: 'Changes not yet published',
  },
  {
    code: 'de',
    locale: 'de-DE',
    prefix: '/de',
    ella: 'Ella und die Nine Arch Bridge',
    destinations: 'Reiseziele: Einträge',
    questions: 'Fragen und Antworten: Einträge',
    backToQuestions: 'Fragen und Antworten',
    answer: 'Antwort',
    saveDraft: 'Entwurf speichern',
    draftSaved: 'Entwurf gespeichert',
    published: 'Veröffentlicht',
    draft: 'Entwurf',
    changed: 'Änderungen noch nicht veröffentlicht',
  },
];

/** FAQ items of the test's own, added and removed through the editor's REST API. */
function faqItems(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const path = '/api/content-editor/faqItem';
  const entryOf = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { entry: { key: string; version: number } }).entry;
  };
  return {
    draft: async (document: Record<string, unknown>, translations?: object) =>
      entryOf(await request.post(path, { headers, data: { document, translations } })),
    publish: async ({ key, version }: { key: string; version: number }) =>
      entryOf(
        await request.post(`${path}/${key}/publish`, {
          headers,
          data: { expectedVersion: version },
        }),
      ),
    remove: async (key: string) => {
      const { version } = await entryOf(await request.get(`${path}/${key}`, { headers }));
      await request.delete(`${path}/${key}`, { headers, data: { expectedVersion: version } });
    },
  };
}

/** The entry of the list named so. */
const entryNamed = (list: Locator, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name, exact: true }) });

async function screenshot(page: Page, name: string) {
  // From the top, so the sticky header sits where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageScreenshot(page, `tests/.tmp/content-editor-names-${name}.png`);
}

for (const language of LANGUAGES) {
  test.describe(`a guide whose browser speaks ${language.locale}`, () => {
    // Whose browser speaks the page's language: no offer of another language covers the page.
    test.use({ locale: language.locale });
    for (const width of [390, 1280]) {
      test(`in ${language.code} at ${width} px a guide finds Ella by typing her name, opens her under it, and each entry says where it stands`, async ({
        page,
      }) => {
        const token = await confirmedGuideToken(page.request, GUIDE);
        const items = faqItems(page.request, token);
        const id = `stilts-${language.code}-${width}-${Date.now()}`;
        const question = `Where do the stilt fishermen fish? (${id})`;
        const german = `Wo fischen die Stelzenfischer? (${id})`;
        const newQuestion = `Can we watch turtles hatch? (${id})`;
        await items.publish(
          await items.draft(
            { id, question, answer: 'Near Koggala, at dawn.' },
            { de: { question: german } },
          ),
        );
        await items.draft({ id: `${id}-turtles`, question: newQuestion, answer: 'At Rekawa.' });
        const shown = language.code === 'de' ? german : question;

        await signedInAs(page, token);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${language.prefix}/admin/content/destination`);
        const destinations = page.getByRole('list', { name: language.destinations });
        await expect(destinations.getByRole('link').first()).toBeVisible();
        await page.getByRole('searchbox').pressSequentially('Ella');
        await expect(destinations.getByRole('link')).toHaveText([language.ella]);
        await expectNoAxeViolations(page);
        await screenshot(page, `${language.code}-${width}-list`);

        await destinations.getByRole('link', { name: language.ella }).click();
        await expect(page.getByRole('heading', { level: 2, name: language.ella })).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto(`${language.prefix}/admin/content/faqItem`);
        const questions = page.getByRole('list', { name: language.questions });
        await expect(questions.getByRole('link').first()).toBeVisible();
        await page.getByRole('searchbox').pressSequentially(id);
        await expect(questions.getByRole('listitem')).toHaveCount(2);
        await expect(entryNamed(questions, shown).locator('.badge')).toHaveText(language.published);
        // Never translated, the new question is named in English.
        await expect(entryNamed(questions, newQuestion).locator('.badge')).toHaveText(
          language.draft,
        );

        await questions.getByRole('link', { name: shown }).click();
        await expect(page.getByRole('heading', { level: 2, name: shown })).toBeVisible();
        await page.getByLabel(language.answer, { exact: true }).fill('Near Koggala and Ahangama.');
        await page.getByRole('button', { name: language.saveDraft }).click();
        await expect(
          page.getByRole('status').filter({ hasText: language.draftSaved }),
        ).toBeVisible();
        await expect(page.getByRole('form').locator('.badge')).toHaveText(language.changed);
        await expectNoAxeViolations(page);
        await screenshot(page, `${language.code}-${width}-form`);

        await page.getByRole('link', { name: language.backToQuestions }).first().click();
        await page.getByRole('searchbox').pressSequentially(id);
        await expect(entryNamed(questions, shown).locator('.badge')).toHaveText(language.changed);
        // From the top: scrolled to the search, the sticky header covers part of a kind's link,
        // which axe would measure as a small target.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page);

        await items.remove(id);
        await items.remove(`${id}-turtles`);
      });
    }
  });
}

/** How a button looks: its colours, weight and whether it is faded as disabled. */
const looks = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const { backgroundColor, color, borderColor, fontWeight, opacity } = style;
    return { backgroundColor, color, borderColor, fontWeight, opacity };
  });

test("the editor's buttons look like the other admin pages': enabled as enabled, disabled as disabled", async ({
  page,
}) => {
  const token = await confirmedGuideToken(page.request, GUIDE);
  const items = faqItems(page.request, token);
  const id = `buttons-${Date.now()}`;
  const question = `Do the buttons look alike? (${id})`;
  await items.publish(await items.draft({ id, question, answer: 'They do.' }));
  await signedInAs(page, token);
  await page.goto('/admin/tour-photos');
  const primary = await looks(page.getByRole('button', { name: 'Create New Album' }));
  const secondary = await looks(page.getByRole('button', { name: 'Debug Images' }));

  await page.goto('/admin/content/faqItem');
  expect(await looks(page.getByRole('link', { name: 'New entry' }))).toEqual(primary);
  const entries = page.getByRole('list', { name: 'Questions and answers: entries' });
  const first = await entries.getByRole('link').first().innerText();
  const cannotMove = entries.getByRole('button', { name: `Move ${first} up` });
  const canMove = entries.getByRole('button', { name: `Move ${first} down` });
  await expect(cannotMove).toBeDisabled();
  expect(Number((await looks(cannotMove)).opacity)).toBeLessThan(0.7);
  expect((await looks(canMove)).opacity).toBe('1');

  await entries.getByRole('link', { name: question }).click();
  await page.getByLabel('Answer', { exact: true }).fill('They do, now.');
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeEnabled();
  expect(await looks(publish)).toEqual(primary);
  expect(await looks(page.getByRole('link', { name: /^Preview/ }))).toEqual(secondary);
  expect(await looks(page.getByRole('button', { name: 'Save draft' }))).toEqual(secondary);

  await items.remove(id);
});
