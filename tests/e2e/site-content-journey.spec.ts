import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import sharp from 'sharp';
import { publishedElla } from './support/ella-entry';
import { CONTENT_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { publishEntry } from './support/publish-entry';
import { secondInstance, type SecondInstance } from './support/second-instance';
import { signInThroughForm } from './support/sign-in';

const ELLA = 'Ella and Nine Arch Bridge';
const OLD_TEXT =
  'A hill village of tea gardens, waterfalls and easy peaks, with the famous Nine Arch Bridge curving through the jungle.';
const OLD_PICTURE = '/images/destinations/ella.svg';
const NEW_ALT = 'The Nine Arch Bridge at sunrise';

/** /gallery as a crawler reads it: the server's HTML, no JavaScript. */
const galleryHtml = async (baseUrl: string) => (await fetch(`${baseUrl}/gallery`)).text();

interface EllaAsRead {
  /** Her description, as the page's structured data gives it. */
  text: string | undefined;
  /** Her description, as her card shows it. */
  cardText: string | undefined;
  /** The picture on her card. */
  picture: string | undefined;
  /** Its alt text. */
  alt: string | undefined;
}

/** What a crawler reads of Ella on /gallery: her description, her card's text and picture. */
function ellaIn(html: string): EllaAsRead {
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(ld) as { '@graph'?: { name?: string; description?: string }[] })[
    '@graph'
  ];
  const card = html.indexOf(`>${ELLA}</button>`);
  const pictures = [...html.slice(0, card).matchAll(/<img src="([^"]+)"[^>]* alt="([^"]*)"/g)];
  const texts = /class="page-card-text[^"]*">([^<]*)</.exec(html.slice(card));
  return {
    text: graph?.find((node) => node.name === ELLA)?.description,
    cardText: card < 0 ? undefined : texts?.[1],
    picture: card < 0 ? undefined : pictures.at(-1)?.[1],
    alt: card < 0 ? undefined : pictures.at(-1)?.[2],
  };
}

/** The picture on Ella's card, as the browser shows the page. */
const ellaPicture = (page: Page) =>
  page
    .locator('article.page-card')
    .filter({ has: page.getByRole('button', { name: ELLA, exact: true }) })
    .first()
    .locator('img');

/**
 * What the second instance's /gallery shows of Ella once it shows `text`, polled for at most a
 * second after the publish.
 */
async function secondInstanceShows(baseUrl: string, text: string): Promise<EllaAsRead> {
  const deadline = Date.now() + 1000;
  let ella = ellaIn(await galleryHtml(baseUrl));
  while (ella.text !== text && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    ella = ellaIn(await galleryHtml(baseUrl));
  }
  return ella;
}

/**
 * Ella's card and dialog as a visitor sees them: her new text, and her new picture with its alt
 * text and its narrower files (the photo is 1200 px wide: 320, 640 and 1200 px). Screenshots of
 * both at a phone's and a laptop's width go to tests/.tmp.
 */
async function expectNewPictureAndText(visitor: Page, newPicture: string, newText: string) {
  const files = newPicture.replace(/\/\d+\.webp$/, '');
  const card = visitor
    .locator('#destination-categories-tabpane-All article.page-card')
    .filter({ has: visitor.getByRole('button', { name: ELLA, exact: true }) });
  await expect(card).toContainText(newText);
  const cardPicture = card.getByRole('img', { name: NEW_ALT });
  await expect(cardPicture).toHaveAttribute('srcset', new RegExp(`${files}/640\\.webp 640w`));
  await expect(cardPicture).toHaveAttribute('sizes', /33vw/);
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    // About 360 px of card, on a screen of one pixel per CSS pixel: the 640 px file.
    await expect
      .poll(() => cardPicture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/640\.webp$/);
    await visitor.screenshot({ path: `tests/.tmp/gallery-card-${width}.png` });
    await card.getByRole('button', { name: ELLA, exact: true }).click();
    const dialog = visitor.getByRole('dialog', { name: ELLA });
    const dialogPicture = dialog.getByRole('img', { name: NEW_ALT });
    await expect(dialogPicture).toHaveAttribute('srcset', new RegExp(`${files}/640\\.webp 640w`));
    await expect(dialogPicture).toHaveJSProperty('complete', true);
    // Past the dialog's fade-in.
    await visitor.screenshot({
      path: `tests/.tmp/gallery-dialog-${width}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

let second: SecondInstance;
test.beforeAll(async () => {
  second = await secondInstance('e2e-second-instance');
});
test.afterAll(() => {
  second.child.kill('SIGTERM');
});

/** An album of the guide's with one photo; its title. */
async function albumWithPhoto(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const title = `Ella at dawn ${Date.now()}`;
  const made = await request.post('/api/tour-albums', {
    headers,
    data: { title, location: 'Ella', date: '2026-11-01' },
  });
  expect(made.status()).toBe(201);
  const { album } = (await made.json()) as { album: { _id: string } };
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#2f6f4f' },
  })
    .jpeg()
    .toBuffer();
  const added = await request.post(`/api/tour-albums/${album._id}/images`, {
    headers,
    multipart: { images: { name: 'nine-arch.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(added.status()).toBe(201);
  return title;
}

test('a guide gives Ella a new photo and text: previewed as a draft, published to every instance, restored', async ({
  page,
  browser,
}) => {
  const album = await albumWithPhoto(page.request, await confirmedGuideToken(page.request, GUIDE));
  const before = { text: OLD_TEXT, cardText: OLD_TEXT, picture: OLD_PICTURE, alt: ELLA };
  expect(ellaIn(await galleryHtml(second.baseUrl))).toEqual(before);

  await signInThroughForm(page, GUIDE.email, GUIDE.password, GUIDE.name);
  await page.goto('/admin/content/destination');
  await page
    .getByRole('list', { name: 'Destinations: entries' })
    .getByRole('link', { name: ELLA })
    .click();

  const newText = `Tea gardens, waterfalls and the Nine Arch Bridge at sunrise (${Date.now()}).`;
  // The first of each is Ella's own; her attractions have a description and picture too.
  const description = page.getByLabel('Description', { exact: true }).first();
  await description.fill(newText);
  // Her own picture comes first; her attractions' follow. The new one is an album's photo, its
  // alt text asked in the dialog that chooses it.
  const pictureFields = page.getByRole('group', { name: 'Picture', exact: true }).first();
  await pictureFields.getByRole('button', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByLabel('Alt text', { exact: true }).fill('');
  await dialog.getByLabel('A photo of the tour albums').check();
  await dialog.getByRole('button', { name: `Choose photo 1 of ${album}` }).click();
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog.getByLabel('Alt text', { exact: true })).toHaveAccessibleDescription(
    /Alt text is required/,
  );
  await expectNoAxeViolations(page, '.modal');
  await dialog.getByLabel('Alt text', { exact: true }).fill(NEW_ALT);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.tmp/content-editor-picture-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pictureFields.getByLabel('Alt text', { exact: true })).toHaveValue(NEW_ALT);
  const preview = pictureFields.locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  const newPicture = (await preview.getAttribute('src'))!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await pictureFields.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/.tmp/content-editor-picture-${width}.png` });
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The guide previews the draft in the real page; visitors still see the published text.
  const draft = await page.context().newPage();
  await draft.goto('/gallery?preview');
  await expect(ellaPicture(draft)).toHaveAttribute('src', newPicture);
  await draft.getByRole('button', { name: ELLA, exact: true }).first().click();
  await expect(draft.getByRole('dialog', { name: ELLA })).toBeVisible();
  await draft.close();
  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  await expect(ellaPicture(visitor)).toHaveAttribute('src', OLD_PICTURE);
  expect(ellaIn(await (await visitor.request.get('/gallery')).text())).toEqual(before);
  expect(ellaIn(await galleryHtml(second.baseUrl))).toEqual(before);

  await publishEntry(page, ELLA);
  expect(await secondInstanceShows(second.baseUrl, newText)).toEqual({
    text: newText,
    cardText: newText,
    picture: newPicture,
    alt: NEW_ALT,
  });
  const picture = await fetch(`${second.baseUrl}${newPicture}`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);
  await visitor.reload();
  await expect(ellaPicture(visitor)).toHaveAttribute('src', newPicture);
  await expectNewPictureAndText(visitor, newPicture, newText);

  // Restoring the revision before makes it the draft again; published, the old text is back.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const published = revisions.locator('.content-revision').filter({ hasText: 'Published' });
  await published.getByText('Show the old and new texts').click();
  const changed = published
    .locator('.content-change')
    .filter({ has: page.locator('.content-change-field', { hasText: /^Description · English$/ }) });
  await expect(changed.locator('.content-change-before')).toHaveText(`Before${OLD_TEXT}`);
  await expect(changed.locator('.content-change-after')).toHaveText(`After${newText}`);
  const current = Number(/\d+/.exec(await published.getByRole('heading').innerText())![0]);
  await revisions.getByRole('button', { name: `Restore revision ${current - 1}` }).click();
  await expect(description).toHaveValue(OLD_TEXT);
  await publishEntry(page, ELLA);
  expect(await secondInstanceShows(second.baseUrl, OLD_TEXT)).toEqual(before);
  await visitor.reload();
  await expect(ellaPicture(visitor)).toHaveAttribute('src', OLD_PICTURE);
  await visitor.close();
});

/** The editor's words in each language a guide reads it in, and where its pages live. */
const EDITOR_MESSAGES = {
  en: {
    prefix: '',
    entries: 'Destinations: entries',
    ella: ELLA,
    field: 'Description',
    publish: 'Publish',
    dialog: `Publish ${ELLA}?`,
    summary: `Publishes 2 changed fields of ${ELLA}: Picture, Description`,
    confirm: 'Publish now',
    picture: 'Picture',
    changePicture: 'Change picture',
    choosePicture: 'Choose a picture',
    fromAlbums: 'A photo of the tour albums',
    albumPhoto: (album: string) => `Choose photo 1 of ${album}`,
    alt: 'Alt text',
    translatedAlt: null,
    usePicture: 'Use this picture',
    revisions: 'Revisions',
    showTexts: 'Show the old and new texts',
    restore: (number: number) => `Restore revision ${number}`,
    live: `Published: ${ELLA} is live, visitors see it now.`,
    back: 'Destinations',
    leave: 'Leave without saving?',
    stay: 'Stay and keep editing',
  },
  de: {
    prefix: '/de',
    entries: 'Reiseziele: Einträge',
    ella: 'Ella und die Nine Arch Bridge',
    field: 'Beschreibung (Deutsch)',
    publish: 'Veröffentlichen',
    dialog: `${ELLA} veröffentlichen?`,
    summary: `Veröffentlicht 2 geänderte Felder von ${ELLA}: Bild, Beschreibung`,
    confirm: 'Jetzt veröffentlichen',
    picture: 'Bild',
    changePicture: 'Bild ändern',
    choosePicture: 'Bild auswählen',
    fromAlbums: 'Ein Foto aus den Reisealben',
    albumPhoto: (album: string) => `Foto 1 aus „${album}“ auswählen`,
    alt: 'Alternativtext',
    translatedAlt: 'Alternativtext (Deutsch)',
    usePicture: 'Dieses Bild verwenden',
    revisions: 'Versionen',
    showTexts: 'Alte und neue Texte zeigen',
    restore: (number: number) => `Version ${number} wiederherstellen`,
    live: `Veröffentlicht: ${ELLA} ist online, Besucher sehen es jetzt.`,
    back: 'Reiseziele',
    leave: 'Ohne Speichern verlassen?',
    stay: 'Bleiben und weiter bearbeiten',
  },
};

/** Fails unless the element is on the screen, clear of the site header and of the `bar`. */
async function expectInClearView(page: Page, element: Locator, bar?: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  const header = (await page.locator('.site-header').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  if (!bar) return;
  const covered = (await bar.boundingBox())!;
  const apart = box.y + box.height <= covered.y + 1 || covered.y + covered.height <= box.y + 1;
  expect(apart).toBe(true);
}

for (const language of ['en', 'de'] as const) {
  for (const width of [1280, 390]) {
    test(`a guide gives Ella an album's photo and a sentence, publishes them from the foot of her form, confirmed and announced, and restores her (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const words = EDITOR_MESSAGES[language];
      const token = await confirmedGuideToken(page.request, GUIDE);
      const ella = await publishedElla(page.request, token);
      const album = await albumWithPhoto(page.request, token);
      await signInThroughForm(page, GUIDE.email, GUIDE.password, GUIDE.name);
      await page.setViewportSize({ width, height: 900 });
      // The page jumps where it would glide, so that each step measures where it came to rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // She is found by typing her name.
      await page.goto(`${words.prefix}/admin/content/destination`);
      await page.getByRole('searchbox').pressSequentially('Ella');
      await page
        .getByRole('list', { name: words.entries })
        .getByRole('link', { name: words.ella, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: words.ella })).toBeVisible();
      if (language === 'de') {
        await page.getByLabel('Übersetzung neben dem Englischen').selectOption('de');
      }
      const form = page.getByRole('form');
      const bar = form.locator('.content-entry-bar');
      const publish = bar.getByRole('button', { name: words.publish, exact: true });

      // At the foot of her long form the actions are in view, clear of the header.
      await form.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - innerHeight),
      );
      for (const action of await bar.getByRole('button').all()) {
        await expectInClearView(page, action);
      }
      await expectInClearView(page, bar.getByRole('link'));
      await page.screenshot({ path: `tests/.tmp/content-editor-bar-${language}-${width}.png` });

      // The field the keyboard brings into view, near the top of the form, is clear of the bar.
      const sentence = `A sunrise walk over the Nine Arch Bridge (${language} ${Date.now()}).`;
      const field = page.getByLabel(words.field, { exact: true }).first();
      const before = await field.inputValue();
      await page.locator('#content-location').evaluate((next: HTMLElement) => next.focus());
      await page.keyboard.press('Shift+Tab');
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(sentence);
      await expectInClearView(page, field, bar);
      await expectInClearView(page, publish);

      // Her picture becomes an album's photo, its alt text asked in the dialog that chooses it.
      const picture = page.getByRole('group', { name: words.picture, exact: true }).first();
      await picture.getByRole('button', { name: words.changePicture }).click();
      const chooser = page.getByRole('dialog', { name: words.choosePicture });
      await chooser.getByLabel(words.fromAlbums).check();
      await chooser.getByRole('button', { name: words.albumPhoto(album) }).click();
      await chooser.getByLabel(words.alt, { exact: true }).fill(NEW_ALT);
      if (words.translatedAlt) {
        await chooser.getByLabel(words.translatedAlt).fill('Die Neun-Bogen-Brücke im Morgenlicht');
      }
      await expectNoAxeViolations(page);
      await chooser.getByRole('button', { name: words.usePicture }).click();
      await expect(chooser).toBeHidden();

      const publishNow = async () => {
        await publish.click();
        const dialog = page.getByRole('dialog', { name: words.dialog });
        await expect(dialog).toContainText(words.summary);
        await expectNoAxeViolations(page);
        return dialog;
      };
      const dialog = await publishNow();
      await page.screenshot({
        path: `tests/.tmp/content-editor-publish-${language}-${width}.png`,
        animations: 'disabled',
      });
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(dialog).toBeHidden();
      const live = page.getByRole('status').filter({ hasText: words.live });
      await expectInClearView(page, live);
      await expectNoAxeViolations(page);
      const visitorPage = await (await request.get(`${words.prefix}/gallery`)).text();
      expect(visitorPage).toContain(sentence);

      // The history shows the sentence that changed, the old beside the new; restoring the
      // revision before and publishing it again brings her picture and text back.
      const revisions = page.getByRole('region', { name: words.revisions });
      const newest = revisions.locator('.content-revision').first();
      await newest.getByText(words.showTexts).click();
      const changed = newest.locator('.content-change').filter({ hasText: sentence });
      await expect(changed.locator('.content-change-before')).toContainText(before);
      await expect(changed.locator('.content-change-after')).toContainText(sentence);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `tests/.tmp/content-editor-history-${language}-${width}.png` });
      const number = Number(/\d+/.exec(await newest.getByRole('heading').innerText())![0]);
      await revisions.getByRole('button', { name: words.restore(number - 1) }).click();
      await expect(field).toHaveValue(before);
      await expect(picture.getByLabel(words.alt, { exact: true })).not.toHaveValue(NEW_ALT);
      await expectNoAxeViolations(page);
      await (await publishNow()).getByRole('button', { name: words.confirm }).click();
      await expectInClearView(page, live);

      // An unsaved edit holds a move to another page of the app, and a closing tab asks too.
      await field.fill(`${sentence} And tea.`);
      await page.getByRole('link', { name: words.back, exact: true }).first().click();
      const leave = page.getByRole('dialog', { name: words.leave });
      await leave.getByRole('button', { name: words.stay }).click();
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/content\/destination\/3$/);
      await expect(field).toHaveValue(`${sentence} And tea.`);
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const closing = await asked;
      expect(closing.type()).toBe('beforeunload');
      await closing.dismiss();

      await ella.restore();
    });
  }
}
