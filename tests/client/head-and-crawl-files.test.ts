import { ENGLISH } from './support/english';
import { DISALLOWED_PATHS, robotsTxt, sitemapXml } from '../../client/src/app/seo/crawl-files';
import { headHtml } from '../../client/src/app/seo/head-html';
import { headTags } from '../../client/src/app/seo/head-tags';
import { PRERENDERED_PATHS, ROUTE_META, type RouteMeta } from '../../client/src/app/seo/route-meta';
import type { SearchContent } from '../../client/src/app/seo/search-content';
import { SEED_BRAND } from '../support/seed-content';

const SITE = 'https://tours.example';

describe('head tags', () => {
  test('a public page has its title, description and canonical address', () => {
    const tags = headTags('/about', SITE, SEED_BRAND, ENGLISH);

    expect(tags).toMatchObject({
      title: 'About Us | Serendib Trails',
      description: ROUTE_META['/about'].description,
      canonical: `${SITE}/about`,
      url: `${SITE}/about`,
      image: { url: `${SITE}/social-card.png`, width: 1200, height: 630 },
    });
    expect(tags.robots).toBeUndefined();
  });

  test('a trailing slash names the same page', () => {
    expect(headTags('/about/', SITE, SEED_BRAND, ENGLISH).canonical).toBe(`${SITE}/about`);
  });

  test.each(['/login', '/register', '/forgot-password', '/security-questions', '/profile'])(
    '%s is kept out of search results and has no canonical address',
    (path) => {
      const tags = headTags(path, SITE, SEED_BRAND, ENGLISH);

      expect(tags.robots).toBe('noindex, follow');
      expect(tags.canonical).toBeUndefined();
    },
  );

  test('an album page is open to search engines, named by the page itself', () => {
    const tags = headTags('/showcase/album/42', SITE, SEED_BRAND, ENGLISH);

    expect(tags.robots).toBeUndefined();
    expect(tags.canonical).toBe(`${SITE}/showcase/album/42`);
  });

  test.each(PRERENDERED_PATHS)('%s fits in a search result', (path) => {
    const meta: RouteMeta = ROUTE_META[path];
    const { title } = headTags(path, SITE, SEED_BRAND, ENGLISH);

    expect(title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  test('text is escaped, and no text can close the JSON-LD script', () => {
    const tags = { ...headTags('/', SITE, SEED_BRAND, ENGLISH), title: 'Tea & "Trains" <Ella>' };
    const html = headHtml(tags, { name: '</script><script>alert(1)</script>' });

    expect(html).toContain('<title>Tea &amp; &quot;Trains&quot; &lt;Ella&gt;</title>');
    expect(html).toContain('content="Tea &amp; &quot;Trains&quot; &lt;Ella&gt;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});

describe('sitemap.xml', () => {
  const content: SearchContent = {
    tourPlans: [
      { days: 3, title: 'Hills', subtitle: 'Tea', highlights: [], image: '/plans/hills.svg' },
    ],
    destinations: [
      { name: 'Galle', description: 'Fort', image: '/places/galle.svg', location: 'South' },
      { name: 'Galle again', description: 'Fort', image: '/places/galle.svg', location: 'South' },
    ],
    faqs: [],
    tourPages: [{ path: '/tours/hills-3', image: '/plans/hills.svg' }],
  };
  const xml = sitemapXml(content, SITE);
  const locations = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  const PAGES = ['/about', '/services', '/gallery', '/showcase', '/contact', '/privacy'];
  const IN_OTHER_LANGUAGES = ['de', 'fr', 'ru', 'zh'];

  test('lists every indexable page in every language by its absolute address, and nothing else', () => {
    const everyLanguage = (path: string) => [
      `${SITE}${path}`,
      ...IN_OTHER_LANGUAGES.map((language) => `${SITE}/${language}${path === '/' ? '' : path}`),
    ];
    expect(locations).toEqual(
      ['/', ...PAGES, '/terms', '/imprint', '/tours/hills-3'].flatMap((path) =>
        everyLanguage(path),
      ),
    );
  });

  test('gives each address its alternates in every language and x-default', () => {
    const entry = /<url>\s*<loc>https:\/\/tours\.example\/fr\/about<\/loc>([\s\S]*?)<\/url>/.exec(
      xml,
    );
    const alternates = [...(entry?.[1] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];

    expect(alternates.map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual([
      `en ${SITE}/about`,
      `de ${SITE}/de/about`,
      `fr ${SITE}/fr/about`,
      `ru ${SITE}/ru/about`,
      `zh-Hans ${SITE}/zh/about`,
      `x-default ${SITE}/about`,
    ]);
  });

  test('names the images each page shows, each once per address', () => {
    const english = /<loc>https:\/\/tours\.example\/gallery<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0];
    expect(english?.match(/<image:loc>[^<]+<\/image:loc>/g)).toEqual([
      `<image:loc>${SITE}/places/galle.svg</image:loc>`,
    ]);
    // The plan's picture on /services and on the tour's page, the place's on /gallery.
    expect(xml.match(/<image:loc>[^<]+<\/image:loc>/g)).toHaveLength(3 * 5);
  });
});

test('robots.txt keeps crawlers out of private and machine paths and points to the sitemap', () => {
  const robots = robotsTxt(SITE);

  for (const path of ['/admin', '/profile', '/api', '/graphql']) {
    expect(robots).toContain(`\nDisallow: ${path}\n`);
  }
  expect(DISALLOWED_PATHS).not.toContain('/login');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
