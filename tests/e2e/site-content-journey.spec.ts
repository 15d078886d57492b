import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { CONTENT_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { serverDatabaseUrl } from './support/server-secret';
import { signInThroughForm } from './support/sign-in';

const ELLA = 'Ella and Nine Arch Bridge';
const OLD_TEXT =
  'A hill village of tea gardens, waterfalls and easy peaks, with the famous Nine Arch Bridge curving through the jungle.';
const OLD_PICTURE = '/images/destinations/ella.svg';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A second app process on the same database, as a second instance behind a load balancer. */
async function secondInstance(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: serverDatabaseUrl(),
      DATA_DIR: 'tests/.tmp/e2e-second-instance',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The second instance did not get ready');
}

/** /gallery as a crawler reads it: the server's HTML, no JavaScript. */
const galleryHtml = async (baseUrl: string) => (await fetch(`${baseUrl}/gallery`)).text();

interface EllaAsRead {
  /** Her description, as the page's structured data gives it. */
  text: string | undefined;
  /** The picture on her card. */
  picture: string | undefined;
}

/** What a crawler reads of Ella on /gallery: her description and her card's picture. */
function ellaIn(html: string): EllaAsRead {
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(ld) as { '@graph'?: { name?: string; description?: string }[] })[
    '@graph'
  ];
  const card = html.indexOf(`>${ELLA}</button>`);
  const pictures = [...html.slice(0, card).matchAll(/<img src="([^"]+)"/g)];
  return {
    text: graph?.find((node) => node.name === ELLA)?.description,
    picture: card < 0 ? undefined : pictures.at(-1)?.[1],
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

let second: { baseUrl: string; child: ChildProcess };
test.beforeAll(async () => {
  second = await secondInstance();
});
test.afterAll(() => {
  second.child.kill('SIGTERM');
});

test('a guide gives Ella a new photo and text: previewed as a draft, published to every instance, restored', async ({
  page,
  browser,
}) => {
  await confirmedGuideToken(page.request, GUIDE);
  const before = { text: OLD_TEXT, picture: OLD_PICTURE };
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
  await page
    .getByLabel('Alt text of a new picture')
    .first()
    .fill('The Nine Arch Bridge at sunrise');
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#2f6f4f' },
  })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  await (await chooser).setFiles({ name: 'nine-arch.jpg', mimeType: 'image/jpeg', buffer: photo });
  const address = page.getByLabel('Picture', { exact: true }).first();
  await expect(address).toHaveValue(/^\/media\//);
  const newPicture = await address.inputValue();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await address.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/.tmp/content-editor-picture-address-${width}.png` });
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The guide previews the draft in the real page; visitors still see the published text.
  const preview = await page.context().newPage();
  await preview.goto('/gallery?preview');
  await expect(ellaPicture(preview)).toHaveAttribute('src', newPicture);
  await preview.getByRole('button', { name: ELLA, exact: true }).first().click();
  await expect(preview.getByRole('dialog', { name: ELLA })).toBeVisible();
  await preview.close();
  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  await expect(ellaPicture(visitor)).toHaveAttribute('src', OLD_PICTURE);
  expect(ellaIn(await (await visitor.request.get('/gallery')).text())).toEqual(before);
  expect(ellaIn(await galleryHtml(second.baseUrl))).toEqual(before);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(
    'Published: visitors see it now.',
  );
  expect(await secondInstanceShows(second.baseUrl, newText)).toEqual({
    text: newText,
    picture: newPicture,
  });
  const picture = await fetch(`${second.baseUrl}${newPicture}`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);
  await visitor.reload();
  await expect(ellaPicture(visitor)).toHaveAttribute('src', newPicture);

  // Restoring the revision before makes it the draft again; published, the old text is back.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const current = Number(
    (
      await revisions
        .getByRole('row', { name: /Published/ })
        .first()
        .innerText()
    ).split(/\s/)[0],
  );
  await revisions.getByRole('button', { name: `Restore revision ${current - 1}` }).click();
  await expect(description).toHaveValue(OLD_TEXT);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('form').getByRole('status')).toHaveText(
    'Published: visitors see it now.',
  );
  expect(await secondInstanceShows(second.baseUrl, OLD_TEXT)).toEqual(before);
  await visitor.reload();
  await expect(ellaPicture(visitor)).toHaveAttribute('src', OLD_PICTURE);
  await visitor.close();
});
