import sharp from 'sharp';
import { SEED_BRAND, seedDocuments } from '../support/seed-content';
import { tourGuide, validAlbum } from './support/albums';
import {
  CONTENT_TRANSPORTS,
  contentEditor,
  graphqlContent,
  succeeded,
  type EditorEntry,
} from './support/content';
import { request } from './support/http';
import { serverBeside } from './support/server-beside';
import { adminEmail } from './support/test-env';

const SITE = 'https://tours.example.lk';
/**
 * A server whose public origin is set at start, after the client was built; the albums' tour guide
 * is one of its guides too.
 */
const server = serverBeside({ SITE_URL: SITE, ADMIN_EMAILS: adminEmail('albums') });
const get = (path: string, headers: Record<string, string> = {}) =>
  request('GET', path, { base: server().baseUrl, headers });
/**
 * A page as the shared server renders it, the one the content transports write to: it forgets its
 * pages before it answers the writer, while the server beside hears of the change a moment later
 * (tests/operations/read-cache.test.ts).
 */
const onWriter = (path: string) => request('GET', path);

/** The page's markup, without the data block and structured data that follow it. */
const markupOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The rendered card whose title is `name`, or '' when the page has none. */
function cardOf(html: string, name: string): string {
  const cards = markupOf(html).match(/<article class="page-card">.*?<\/article>/g) ?? [];
  return cards.find((card) => card.includes(`>${name}</`)) ?? '';
}

/** Public pages are rendered by the server when asked, from the published data of that moment. */

/** An entry as a change names it: the version it was read at. */
const target = ({ kind, key, version }: EditorEntry) => ({ kind, key, expectedVersion: version });

describe('pages rendered by the server', () => {
  test('a page names the origin the server was started with, not one fixed at build time', async () => {
    const about = await get('/about');

    expect(about.status).toBe(200);
    expect(about.text).toMatch(/<div id="root">.*<h1[^>]*>[^<]*About/s);
    expect(about.text).toContain(`<link rel="canonical" href="${SITE}/about" data-head>`);
    expect(about.text).toContain(`<meta property="og:url" content="${SITE}/about" data-head>`);
    expect(about.text).toContain(`"url":"${SITE}/"`);
    expect(about.text).toContain(`<html lang="en" data-site-url="${SITE}"`);
    expect(about.text).not.toContain('localhost:5000');
  });

  test('the sitemap and robots.txt name it too', async () => {
    const sitemap = await get('/sitemap.xml');
    const robots = await get('/robots.txt');

    expect(sitemap.text).toContain(`<loc>${SITE}/gallery</loc>`);
    expect(sitemap.text).not.toContain('localhost');
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('a page is validated by its ETag and sent compressed to a client that accepts it', async () => {
    const first = await get('/services', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/services', { 'if-none-match': etag });

    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.status).toBe(304);
  });

  test('the albums page shows an album made a moment ago, with the data the browser starts from', async () => {
    const guide = await tourGuide();
    const title = `Yala at dawn ${Date.now()}`;
    // Through the server that renders the page, which may have kept it from an earlier request.
    const created = await request('POST', '/api/tour-albums', {
      base: server().baseUrl,
      token: guide.token,
      body: validAlbum({ title }),
    });
    expect(created.status).toBe(201);

    const page = await get('/showcase');

    expect(page.text).toMatch(new RegExp(`<div id="root">.*${title}`, 's'));
    expect(page.text).toMatch(
      new RegExp(`<script type="application/json" id="rendered-state">.*${title}.*</script>`),
    );
  });

  test('a page shows the content the guides published a moment ago, and its change', async () => {
    const guide = await contentEditor();
    const id = `rendered-${Date.now()}`;
    const question = `Can we watch the Kandy Perahera, ${id}`;
    const faq = (answer: string) => ({ id, question, answer });
    const created = succeeded(
      await graphqlContent.create(guide.token, 'faqItem', faq('Yes, in July or August.')),
    );
    const published = succeeded(await graphqlContent.publish(guide.token, target(created)));

    const first = await onWriter('/contact');
    const saved = succeeded(
      await graphqlContent.save(guide.token, target(published), faq('Yes, from a front seat.')),
    );
    const republished = succeeded(await graphqlContent.publish(guide.token, target(saved)));
    const second = await onWriter('/contact');
    succeeded(await graphqlContent.remove(guide.token, target(republished)));

    expect(first.text).toMatch(
      new RegExp(`<div id="root">.*${question}.*Yes, in July or August\\.`, 's'),
    );
    expect(second.text).toMatch(
      new RegExp(`<div id="root">.*${question}.*Yes, from a front seat`, 's'),
    );
    expect(second.text).not.toContain('Yes, in July or August.');
  });

  /** /gallery as a visitor reads it while `destination` is published over `transport`. */
  async function galleryWith(
    transport: (typeof CONTENT_TRANSPORTS)[number],
    destination: Record<string, unknown>,
  ) {
    const guide = await contentEditor();
    const created = succeeded(await transport.create(guide.token, 'destination', destination));
    const published = succeeded(await transport.publish(guide.token, target(created)));
    const page = await onWriter('/gallery');
    succeeded(await transport.remove(guide.token, target(published)));
    return page;
  }

  test.each(CONTENT_TRANSPORTS)(
    'a destination’s description a guide publishes over $name shows on its card',
    async (transport) => {
      const ella = seedDocuments('destination').find(({ id }) => id === 3)!;
      const id = 9000 + CONTENT_TRANSPORTS.indexOf(transport);
      const description = `Tea gardens and the Nine Arch Bridge at sunrise, ${transport.name} ${Date.now()}.`;
      const page = await galleryWith(transport, {
        ...ella,
        id,
        name: `Ella by ${transport.name}`,
        description,
        featured: false,
      });

      expect(cardOf(page.text, `Ella by ${transport.name}`)).toContain(`>${description}</p>`);
    },
  );

  test.each(CONTENT_TRANSPORTS)(
    'a destination’s picture uploaded over $name has its alt text and its narrower files on its card',
    async (transport) => {
      const guide = await contentEditor();
      const photo = await sharp({
        create: { width: 1600, height: 1000, channels: 3, background: '#2f6f4f' },
      })
        .jpeg()
        .toBuffer();
      const alt = `The Nine Arch Bridge in the morning mist, ${transport.name}`;
      const picture = succeeded(await transport.upload(guide.token, { bytes: photo }, alt));
      const ella = seedDocuments('destination').find(({ id }) => id === 3)!;
      const name = `Ella pictured by ${transport.name}`;
      const page = await galleryWith(transport, {
        ...ella,
        id: 9100 + CONTENT_TRANSPORTS.indexOf(transport),
        name,
        image: picture,
        featured: false,
      });

      const files = picture.src.replace(/\/\d+\.webp$/, '');
      const image = /<img [^>]*>/.exec(cardOf(page.text, name))?.[0];
      expect(picture.src).toBe(`${files}/1600.webp`);
      expect(image).toContain(`alt="${alt}"`);
      expect(image).toContain(`${files}/640.webp 640w`);
      expect(image).toMatch(/ sizes="[^"]*33vw[^"]*"/);
    },
  );

  test('Markdown a guide publishes renders as text and safe links, never as markup', async () => {
    const guide = await contentEditor();
    const id = `markdown-${Date.now()}`;
    const answer = [
      'Bring **long sleeves** <script>alert(1)</script> <img src=x onerror=alert(2)>',
      '[Sneaky](javascript:alert(3)) and [timetable](https://railway.gov.lk/timetable)',
    ].join('\n\n');
    const created = succeeded(
      await graphqlContent.create(guide.token, 'faqItem', {
        id,
        question: `What should we wear at the temples, ${id}`,
        answer,
      }),
    );
    const published = succeeded(
      await graphqlContent.publish(guide.token, {
        kind: created.kind,
        key: created.key,
        expectedVersion: created.version,
      }),
    );
    const page = await onWriter('/contact');
    succeeded(
      await graphqlContent.remove(guide.token, {
        kind: published.kind,
        key: published.key,
        expectedVersion: published.version,
      }),
    );

    // The page's markup; the data block after it carries the text as written, as inert JSON.
    const root = markupOf(page.text);
    expect(root).toContain(
      'Bring <strong>long sleeves</strong> &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(root).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(root).not.toMatch(/<script>alert|<img src=x/);
    expect(root).not.toContain('javascript:');
    expect(root).toMatch(
      /<p>Sneaky(<!-- -->)? and <a href="https:\/\/railway\.gov\.lk\/timetable"/,
    );
  });

  test('every page has the published brand in its layout and its head', async () => {
    const home = await get('/');

    expect(home.text).toMatch(new RegExp(`<footer.*${SEED_BRAND.footerBlurb}`, 's'));
    expect(home.text).toContain(`<meta property="og:site_name" content="${SEED_BRAND.name}"`);
  });

  test('an address no page claims is the page-not-found screen, rendered, with status 404', async () => {
    const page = await get('/no-such-page');

    expect(page.status).toBe(404);
    expect(page.text).toMatch(/<div id="root">.*Page Not Found/s);
  });

  test('a rendered page loads only its boot script up front, naming the chunks it then starts', async () => {
    const page = await get('/gallery');
    const shell = await get('/profile');

    const scripts = [...page.text.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)];
    expect(scripts.map(([, src]) => src)).toEqual([expect.stringMatching(/^\/assets\/boot-/)]);
    expect(page.text).not.toContain('rel="modulepreload"');
    const block = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(
      page.text,
    );
    const chunks = JSON.parse(block![1]) as string[];
    // The app's entry first, as the shell loads it, and the gallery's own chunk after it.
    const shellEntry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(shell.text)![1];
    expect(chunks[0]).toBe(shellEntry);
    expect(chunks).toContainEqual(expect.stringMatching(/^assets\/GalleryPage-[\w-]+\.js$/));
    for (const chunk of chunks.slice(0, 3)) expect((await get(`/${chunk}`)).status).toBe(200);
  });

  test('a page the browser renders (signed in) is the app shell, naming the origin', async () => {
    const page = await get('/profile');

    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain(`<html lang="en" data-site-url="${SITE}"`);
  });

  test('the app shell brings the published brand, so its header and footer show at once', async () => {
    const page = await get('/profile');

    expect(page.text).toMatch(
      new RegExp(
        `<div id="root"></div><script type="application/json" id="rendered-state">.*${SEED_BRAND.footerBlurb}.*</script>`,
      ),
    );
  });
});
