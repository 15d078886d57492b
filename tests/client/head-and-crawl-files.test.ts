import { DISALLOWED_PATHS, robotsTxt, sitemapXml } from '../../client/src/app/seo/crawl-files';
import { headHtml } from '../../client/src/app/seo/head-html';
import { headTags } from '../../client/src/app/seo/head-tags';
import { PRERENDERED_PATHS, ROUTE_META, type RouteMeta } from '../../client/src/app/seo/route-meta';
import type { SearchContent } from '../../client/src/app/seo/search-content';

const SITE = 'https://tours.example';

describe('head tags', () => {
  test('a public page has its title, description and canonical address', () => {
    const tags = headTags('/about', SITE);

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
    expect(headTags('/about/', SITE).canonical).toBe(`${SITE}/about`);
  });

  test.each(['/login', '/register', '/forgot-password', '/security-questions', '/profile'])(
    '%s is kept out of search results and has no canonical address',
    (path) => {
      const tags = headTags(path, SITE);

      expect(tags.robots).toBe('noindex, follow');
      expect(tags.canonical).toBeUndefined();
    },
  );

  test('an album page is open to search engines, named by the page itself', () => {
    const tags = headTags('/showcase/album/42', SITE);

    expect(tags.robots).toBeUndefined();
    expect(tags.canonical).toBe(`${SITE}/showcase/album/42`);
  });

  test.each(PRERENDERED_PATHS)('%s fits in a search result', (path) => {
    const meta: RouteMeta = ROUTE_META[path];
    const { title } = headTags(path, SITE);

    expect(title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  test('text is escaped, and no text can close the JSON-LD script', () => {
    const tags = { ...headTags('/', SITE), title: 'Tea & "Trains" <Ella>' };
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
  };
  const xml = sitemapXml(content, SITE);
  const locations = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  test('lists every indexable page by its absolute address, and nothing else', () => {
    expect(locations).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/services`,
      `${SITE}/gallery`,
      `${SITE}/showcase`,
      `${SITE}/contact`,
      `${SITE}/privacy`,
    ]);
  });

  test('names the images each page shows, each once', () => {
    expect(xml.match(/<image:loc>[^<]+<\/image:loc>/g)).toEqual([
      `<image:loc>${SITE}/plans/hills.svg</image:loc>`,
      `<image:loc>${SITE}/places/galle.svg</image:loc>`,
    ]);
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
