import { restAlbums, tourGuide, validAlbum, valueOfOutcome } from './support/albums';
import { request } from './support/http';
import { serverBeside } from './support/server-beside';

const SITE = 'https://tours.example.lk';
/** A server whose public origin is set at start, after the client was built. */
const server = serverBeside({ SITE_URL: SITE });
const get = (path: string, headers: Record<string, string> = {}) =>
  request('GET', path, { base: server().baseUrl, headers });

/** Public pages are rendered by the server when asked, from the published data of that moment. */
describe('pages rendered by the server', () => {
  test('a page names the origin the server was started with, not one fixed at build time', async () => {
    const about = await get('/about');

    expect(about.status).toBe(200);
    expect(about.text).toMatch(/<div id="root">.*<h1[^>]*>[^<]*About/s);
    expect(about.text).toContain(`<link rel="canonical" href="${SITE}/about" data-head>`);
    expect(about.text).toContain(`<meta property="og:url" content="${SITE}/about" data-head>`);
    expect(about.text).toContain(`"url":"${SITE}/"`);
    expect(about.text).toContain(`<html data-site-url="${SITE}"`);
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
    valueOfOutcome(await restAlbums.create(guide.token, validAlbum({ title })));

    const page = await get('/showcase');

    expect(page.text).toMatch(new RegExp(`<div id="root">.*${title}`, 's'));
    expect(page.text).toMatch(
      new RegExp(`<script type="application/json" id="rendered-state">.*${title}.*</script>`),
    );
  });

  test('an address no page claims is the page-not-found screen, rendered, with status 404', async () => {
    const page = await get('/no-such-page');

    expect(page.status).toBe(404);
    expect(page.text).toMatch(/<div id="root">.*Page Not Found/s);
  });

  test('a page the browser renders (signed in) is the app shell, naming the origin', async () => {
    const page = await get('/profile');

    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain(`<html data-site-url="${SITE}"`);
  });
});
