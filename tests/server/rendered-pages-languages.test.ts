import { request } from './support/http';
import { serverBeside } from './support/server-beside';

const SITE = 'https://tours.example.lk';
const server = serverBeside({ SITE_URL: SITE });
const get = (path: string) => request('GET', path, { base: server().baseUrl });

/** Each language's tag in `lang` and `hreflang`: the site's Chinese is Simplified Chinese. */
const TAGS: Record<string, string> = { de: 'de', fr: 'fr', ru: 'ru', zh: 'zh-Hans' };

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, hreflang, href]) => `${hreflang} ${href}`,
  );

/** Every page exists under each language's prefix, rendered in that language. */
describe('pages in each language', () => {
  test.each(['de', 'fr', 'ru', 'zh'])(
    '/%s/about is rendered in its language, canonical to itself, with every alternate',
    async (language) => {
      const about = await get(`/${language}/about`);

      expect(about.status).toBe(200);
      expect(about.text).toContain(`<html lang="${TAGS[language]}" data-site-url="${SITE}"`);
      expect(about.text).toContain(
        `<link rel="canonical" href="${SITE}/${language}/about" data-head>`,
      );
      expect(about.text).toMatch(/<div id="root">.*<h1/s);
      expect(alternates(about.text)).toEqual([
        `en ${SITE}/about`,
        `de ${SITE}/de/about`,
        `fr ${SITE}/fr/about`,
        `ru ${SITE}/ru/about`,
        `zh-Hans ${SITE}/zh/about`,
        `x-default ${SITE}/about`,
      ]);
    },
  );

  test('a Chinese page says it is Simplified Chinese, in its head, its links and the sitemap', async () => {
    const home = await get('/zh');
    const profile = await get('/zh/profile');
    const missing = await get('/zh/no-such-page');
    const sitemap = (await get('/sitemap.xml')).text;

    for (const page of [home, profile, missing]) {
      expect(page.text).toContain('<html lang="zh-Hans"');
    }
    // The language menu names each language in itself, Chinese as Simplified Chinese.
    expect(home.text).toMatch(/<a [^>]*href="\/zh"[^>]*hrefLang="zh-Hans"[^>]*lang="zh-Hans"/);
    expect(home.text).not.toMatch(/(lang|hreflang)="zh"/i);
    expect(sitemap).toContain(
      `<url>\n    <loc>${SITE}/zh/about</loc>\n    <xhtml:link rel="alternate" hreflang="en"`,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/zh/about"/>`,
    );
    expect(sitemap).not.toContain('hreflang="zh"');
  });

  test('the English page keeps its address and says it is English', async () => {
    const home = await get('/');

    expect(home.text).toContain(`<html lang="en"`);
    expect(home.text).toContain(`<link rel="canonical" href="${SITE}/" data-head>`);
    expect(home.text).toContain('<meta property="og:locale" content="en_GB" data-head>');
    expect(alternates(home.text)).toContain(`de ${SITE}/de`);
  });

  test('a German page says so to link previews, naming the other languages', async () => {
    const home = await get('/de');

    expect(home.status).toBe(200);
    expect(home.text).toContain('<meta property="og:locale" content="de_DE" data-head>');
    expect(home.text).toContain('<meta property="og:locale:alternate" content="en_GB" data-head>');
    expect(home.text).toContain(`<meta property="og:url" content="${SITE}/de" data-head>`);
  });

  test("a Russian page's head is in Russian, and its first load leaves the routes' titles out", async () => {
    const about = await get('/ru/about');

    expect(about.text).toContain('<title>О нас | Serendib Trails</title>');
    expect(about.text).toMatch(/<meta name="description" content="Serendib Trails — [^"]+"/);
    const block = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(
      about.text,
    );
    const chunks = JSON.parse(block![1]) as string[];
    const layout = chunks.find((chunk) => /^assets\/layout-[\w-]+\.js$/.test(chunk));
    const layoutMessages = (await get(`/${layout}`)).text;
    expect(layoutMessages).toContain('О нас');
    // The browser loads every route's title and description once the page is interactive.
    expect(layoutMessages).not.toContain('сертифицированные гиды из Канди');
    expect(chunks).not.toContainEqual(expect.stringMatching(/route-head/));
  });

  test('a page the browser renders is the shell in its language, fetching its catalogs ahead', async () => {
    const english = await get('/profile');
    const french = await get('/fr/profile');

    expect(french.status).toBe(200);
    expect(french.text).toContain('<html lang="fr"');
    expect(french.text).toContain('<div id="root"></div>');
    const preloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const frenchOnly = preloads(french.text).filter((link) => !english.text.includes(link));
    // The layout's catalog in French in place of the English one; the page's load with its chunk.
    expect(frenchOnly).toEqual([expect.stringMatching(/href="\/assets\/layout-[\w-]+\.js"/)]);
  });

  test('an unknown address under a prefix is the not-found page in that language, 404', async () => {
    const page = await get('/ru/no-such-page');

    expect(page.status).toBe(404);
    expect(page.text).toContain('<html lang="ru"');
  });

  test('a prefix that is not one of the languages is no page', async () => {
    expect((await get('/es/about')).status).toBe(404);
    expect((await get('/deutsch')).status).toBe(404);
  });
});
