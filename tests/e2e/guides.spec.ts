import { expect, test, type Page } from './support/test';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';

// The company's guides on /admin/guides: a tour guide adds one with the languages they speak,
// gives them days off, meets the refusal of days that overlap, and takes days off back.

async function openAsGuide(page: Page, path: string) {
  const token = await confirmedGuideToken(page.request, ALBUM_GUIDE);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

const WORDS = {
  en: {
    path: '/admin/guides',
    languages: ['German', 'Sinhala'],
    add: 'Add guide',
    added: (name: string) => `${name} was added.`,
    first: 'First day off',
    last: 'Last day off',
    addDays: 'Add days off',
    span: 'August 10, 2027 – August 12, 2027',
    taken: 'The guide is already busy on some of these days.',
    takeBack: 'Take back',
    none: 'None planned.',
  },
  de: {
    path: '/de/admin/guides',
    languages: ['Deutsch', 'Singhalesisch'],
    add: 'Hinzufügen',
    added: (name: string) => `${name} wurde hinzugefügt.`,
    first: 'Erster freier Tag',
    last: 'Letzter freier Tag',
    addDays: 'Freie Tage eintragen',
    span: '10. August 2027 – 12. August 2027',
    taken: 'Der Reiseleiter ist an einigen dieser Tage bereits verplant.',
    takeBack: 'Zurücknehmen',
    none: 'Keine geplant.',
  },
};

for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test(`in ${language} at ${width} px a tour guide adds a guide and plans their days off`, async ({
    page,
  }) => {
    const say = WORDS[language];
    await page.setViewportSize({ width, height: 900 });
    await openAsGuide(page, say.path);
    const name = `Nimal Perera ${Date.now()}`;

    // Nothing typed: the name is asked for under its field, and nothing is added.
    await page.getByRole('button', { name: say.add, exact: true }).click();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(/\S/);

    await page.getByLabel('Name').fill(name);
    for (const spoken of say.languages) await page.getByLabel(spoken, { exact: true }).check();
    await page.getByRole('button', { name: say.add, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(say.added(name));
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(say.languages.join(' · '));
    await expect(card).toContainText(say.none);

    await card.getByLabel(say.first).fill('2027-08-10');
    await card.getByLabel(say.last).fill('2027-08-12');
    await card.getByRole('button', { name: say.addDays }).click();
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByRole('listitem')).toContainText(say.span);

    // Days that meet the planned ones are refused by the database, and the form says so.
    await card.getByLabel(say.first).fill('2027-08-12');
    await card.getByLabel(say.last).fill('2027-08-14');
    await card.getByRole('button', { name: say.addDays }).click();
    await expect(card.getByRole('alert')).toHaveText(say.taken);
    await expect(card.getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: say.takeBack }).click();
    await expect(card.getByRole('listitem')).toHaveCount(0);
    await expect(card).toContainText(say.none);
    await page.reload();
    await expect(page.getByRole('article', { name })).toContainText(say.none);
  });
}

test("a tour guide gives a guide their calendar's address, which opens their days off, and makes a new one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsGuide(page, '/admin/guides');
  const name = `Ruwan Silva ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('English', { exact: true }).check();
  await page.getByRole('button', { name: 'Add guide', exact: true }).click();
  const card = page.getByRole('article', { name });
  await card.getByLabel('First day off').fill('2027-09-06');
  await card.getByRole('button', { name: 'Add days off' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(1);

  await card.getByRole('button', { name: 'Calendar for their phone' }).click();
  const address = card.getByLabel(`${name}'s calendar address`);
  const first = await address.inputValue();
  const calendar = await page.request.get(first);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toMatch(
    /DTSTART;VALUE=DATE:20270906\r\nDTEND;VALUE=DATE:20270907\r\nSUMMARY:Day off/,
  );
  await card.screenshot({ path: 'tests/.tmp/guide-calendar-1280.png' });

  await card.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
});
