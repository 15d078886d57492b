import { expect, test, type APIRequestContext, type Page } from './support/test';
import { fullPageScreenshot } from './support/full-page-screenshot';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { CONTENT_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { publishEntry } from './support/publish-entry';
import { signInThroughForm } from './support/sign-in';

const STALE = 'Someone else changed this content since you opened it. Reload to see their version.';

interface EditorEntry {
  key: string;
  version: number;
}

/** The editor's REST API as another guide uses it, meanwhile, in another browser. */
function otherGuide(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const entryOf = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { entry: EditorEntry }).entry;
  };
  const path = (key: string) => `/api/content-editor/faqItem/${key}`;
  return {
    get: async (key: string) => entryOf(await request.get(path(key), { headers })),
    create: async (document: Record<string, unknown>) =>
      entryOf(await request.post('/api/content-editor/faqItem', { headers, data: { document } })),
    save: async (entry: EditorEntry, document: Record<string, unknown>) =>
      entryOf(
        await request.put(`${path(entry.key)}/draft`, {
          headers,
          data: { expectedVersion: entry.version, document },
        }),
      ),
    publish: async (entry: EditorEntry) =>
      entryOf(
        await request.post(`${path(entry.key)}/publish`, {
          headers,
          data: { expectedVersion: entry.version },
        }),
      ),
  };
}

async function publicAnswer(request: APIRequestContext, key: string) {
  const response = await request.get('/api/content/faqItem');
  const { entries } = (await response.json()) as {
    entries: { key: string; document: { answer: string } }[];
  };
  return entries.find((entry) => entry.key === key)?.document.answer;
}

/** The page at a phone's and a laptop's width, saved for a look at the layout. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await fullPageScreenshot(page, `tests/.tmp/content-editor-${name}-${width}.png`);
  }
}

test('an FAQ entry published without a German translation reads in English on the German page, marked so', async ({
  page,
}) => {
  const other = otherGuide(page.request, await confirmedGuideToken(page.request, GUIDE));
  const key = `untranslated-${Date.now()}`;
  const question = `Is the Ella train worth it? (${key})`;
  const answer = 'Yes: book the observation car early.';
  await other.publish(await other.create({ id: key, question, answer }));

  await page.goto('/de/contact');
  const asked = page.locator('.faq-question span', { hasText: question });
  await expect(asked).toHaveAttribute('lang', 'en');
  // The translated questions are in the page's language, with nothing to mark.
  await expect(page.locator('.faq-question span').first()).not.toHaveAttribute('lang', /./);
  await asked.click();
  await expect(page.locator(`#faq-answer-${key} p`, { hasText: answer })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a tour guide edits an FAQ answer: a stale save is refused, then a draft, publish and restore', async ({
  page,
}) => {
  const other = otherGuide(page.request, await confirmedGuideToken(page.request, GUIDE));
  const key = `swimming-${Date.now()}`;
  const question = `Can we swim at Mirissa? (${key})`;
  const first = { id: key, question, answer: 'Yes, from November to April.' };
  await other.publish(await other.create(first));
  await signInThroughForm(page, GUIDE.email, GUIDE.password, GUIDE.name);

  await page.getByRole('button', { name: GUIDE.name }).click();
  await page.getByRole('menuitem', { name: 'Site Content' }).click();
  await expect(page.getByRole('heading', { name: 'Site Content', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Questions and answers' }).click();
  const entries = page.getByRole('list', { name: 'Questions and answers: entries' });
  const item = entries.getByRole('listitem').filter({ hasText: question });
  await expect(item.getByText('Published')).toBeVisible();
  await expect(entries.getByRole('button', { name: `Move ${question} up` })).toBeEnabled();
  await expectNoAxeViolations(page);
  await screenshots(page, 'list');

  await item.getByRole('link', { name: question }).click();
  const answer = page.getByLabel('Answer', { exact: true });
  await expect(answer).toHaveValue(first.answer);
  await expect(page.getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/contact?preview',
  );
  await answer.fill('Yes, on the south coast from November to April.');

  const theirs = { ...first, answer: 'Only where the lifeguards are.' };
  await other.publish(await other.save(await other.get(key), theirs));

  await page.getByRole('button', { name: 'Save draft' }).click();
  const alert = page.getByRole('alert').filter({ hasText: STALE });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(answer).toHaveValue(theirs.answer);

  await page.getByLabel('Question', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Question is required')).toBeVisible();
  await expect(page.getByLabel('Question', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Question', { exact: true }).fill(question);
  const mine = 'Yes, where the lifeguards are, from November to April.';
  await answer.fill(mine);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  expect(await publicAnswer(page.request, key)).toBe(theirs.answer);
  await expectNoAxeViolations(page);
  await screenshots(page, 'form');

  await publishEntry(page, question);
  expect(await publicAnswer(page.request, key)).toBe(mine);

  // The history says what each revision changed, the old text beside the new, and shows any whole.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const revision = (number: number) =>
    revisions.getByRole('listitem', { name: `Revision ${number}`, exact: true });
  await expect(revisions.locator('.content-revision')).toHaveCount(3);
  const newest = revision(3);
  await expect(newest).toContainText('Published');
  await expect(newest).toContainText(`Saved by ${GUIDE.name} on `);
  await expect(newest).toContainText('Changed: Answer');
  await expect(newest.getByRole('button', { name: 'Restore revision 3' })).toHaveCount(0);
  await newest.getByText('Show the old and new texts').click();
  await expect(newest.locator('.content-change-before')).toHaveText(`Before${theirs.answer}`);
  await expect(newest.locator('.content-change-after')).toHaveText(`After${mine}`);
  await expectNoAxeViolations(page, '.content-revisions');
  await screenshots(page, 'revisions');
  await revisions.getByRole('button', { name: 'View revision 1' }).click();
  const viewed = page.getByRole('dialog', { name: 'Revision 1' });
  await expect(viewed).toContainText(first.answer);
  await expectNoAxeViolations(page);
  await viewed.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewed).toHaveCount(0);

  await revisions.getByRole('button', { name: 'Restore revision 2' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Revision 2 is the draft again' }),
  ).toBeVisible();
  await expect(answer).toHaveValue(theirs.answer);
  await expect(revision(4)).toContainText('Draft');
  await expect(revision(4)).toContainText('Changed: Answer');

  await page.getByRole('link', { name: 'Questions and answers' }).first().click();
  page.once('dialog', (dialog) => void dialog.accept());
  await entries.getByRole('button', { name: `Delete ${question}` }).click();
  await expect(entries.getByRole('link', { name: question })).toHaveCount(0);
});

test('a tour guide adds a team member with an uploaded picture, as a draft, then deletes it', async ({
  page,
}) => {
  await confirmedGuideToken(page.request, GUIDE);
  await signInThroughForm(page, GUIDE.email, GUIDE.password, GUIDE.name);
  await page.goto('/admin/content/teamMember');
  await page.getByRole('link', { name: 'New entry' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Id is required')).toBeVisible();
  await expect(page.getByText('Picture is required')).toBeVisible();
  await expect(page.getByLabel('Id', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  const id = `nimal-${Date.now()}`;
  const name = `Nimal Silva (${id})`;
  await page.getByLabel('Id', { exact: true }).fill(id);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Role', { exact: true }).fill('Wildlife guide');
  await page.getByLabel('Bio', { exact: true }).fill('Twenty years of leopards at Yala.');
  await page.getByLabel('Phone', { exact: true }).fill('+94 77 765 4321');
  await page.getByLabel('Email', { exact: true }).fill('nimal@serendibtrails.lk');
  const picture = page.getByRole('group', { name: 'Picture' });
  await picture.getByRole('button', { name: 'Choose a picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  const jpeg = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#0b5d4b' },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('Photo (JPEG, PNG or WebP)')
    .setInputFiles({ name: 'nimal.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog.getByLabel('Alt text', { exact: true })).toHaveAccessibleDescription(
    /Alt text is required/,
  );
  await dialog.getByLabel('Alt text', { exact: true }).fill('Nimal with binoculars at Yala');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(picture.getByLabel('Alt text')).toHaveValue('Nimal with binoculars at Yala');
  await expect(picture.locator('img')).toHaveAttribute('src', /^\/media\//);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/teamMember/${id}$`));
  await expect(page.getByRole('form').getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Id', { exact: true })).toHaveAttribute('readonly');

  await page.getByRole('link', { name: 'Team members' }).click();
  const entries = page.getByRole('list', { name: 'Team members: entries' });
  page.once('dialog', (dialog) => void dialog.accept());
  await entries.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(entries.getByRole('link', { name })).toHaveCount(0);
});

test('a tour guide writes a new question in English and German side by side; the German page shows it', async ({
  page,
  browser,
}) => {
  await confirmedGuideToken(page.request, GUIDE);
  await signInThroughForm(page, GUIDE.email, GUIDE.password, GUIDE.name);
  await page.goto('/admin/content/faqItem');
  await page.getByRole('link', { name: 'New entry' }).click();
  const id = `ferry-${Date.now()}`;
  const question = `Is there a ferry to Delft island? (${id})`;
  const german = `Gibt es eine Fähre zur Insel Delft? (${id})`;
  await page.getByLabel('Id', { exact: true }).fill(id);
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes, from the Kurikadduwan jetty.');

  await page.getByLabel('Translation shown beside the English').selectOption('de');
  const status = page.getByRole('status').filter({ hasText: 'translation' });
  await expect(status).toHaveText(
    '2 of 2 texts have no translation yet: visitors read them in English.',
  );
  await page.getByLabel('Question (Deutsch)').fill(german);
  await expect(status).toHaveText(
    '1 of 2 texts has no translation yet: visitors read it in English.',
  );
  await expect(page.getByLabel('Answer (Deutsch)')).toHaveAccessibleDescription(
    'Missing: visitors read the English text here. ' +
      'Markdown: **bold**, *italic*, a blank line between paragraphs.',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'translation');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/faqItem/${id}$`));
  // The saved entry's form, once it has taken the new entry's place.
  await expect(page.getByLabel('Id', { exact: true })).toHaveAttribute('readonly');
  await page.getByLabel('Translation shown beside the English').selectOption('de');
  await expect(page.getByLabel('Question (Deutsch)')).toHaveValue(german);
  await publishEntry(page, question);

  const visitor = await browser.newPage();
  await visitor.goto('/de/contact');
  await expect(visitor.getByText(german)).toBeVisible();
  await expect(visitor.getByText(question)).toHaveCount(0);
  await visitor.goto('/contact');
  await expect(visitor.getByText(question)).toBeVisible();
  await visitor.close();

  await page.getByRole('link', { name: 'Questions and answers' }).first().click();
  const entries = page.getByRole('list', { name: 'Questions and answers: entries' });
  page.once('dialog', (dialog) => void dialog.accept());
  await entries.getByRole('button', { name: `Delete ${question}` }).click();
  await expect(entries.getByRole('link', { name: question })).toHaveCount(0);
});

test('a signed-in visitor who is not a tour guide gets the not-a-guide page', async ({ page }) => {
  const email = `content-visitor-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Curious Reader', email, password: 'ella-rock-2026', country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await signInThroughForm(page, email, 'ella-rock-2026', 'Curious Reader');

  await page.goto('/admin/content/faqItem');

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You need tour guide privileges to access this page.')).toBeVisible();
});
