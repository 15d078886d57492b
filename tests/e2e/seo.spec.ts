import { expect, test, type Browser, type Page } from './support/test';
import { holdTheApp } from './support/held-app';
import { INDEXED_PAGES as INDEXED, inLanguage, LANGUAGES } from './support/public-pages';

/** Pages served prerendered but not indexed (they answer noindex). */
const NOT_INDEXED = ['/login', '/register', '/forgot-password', '/security-questions'];

type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** The page as a crawler that runs no JavaScript reads it. */
async function withoutJavaScript<T>(
  browser: Browser,
  path: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await read(page);
  } finally {
    await context.close();
  }
}

function head(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
    };
  });
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => (JSON.parse(text) as { '@graph': JsonLdNode[] })['@graph']);
}

/** The main heading once the app runs, to find in the markup served before it does. */
async function renderedHeading(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
}

for (const path of [...INDEXED, ...NOT_INDEXED]) {
  test(`${path} is served with its content and head, readable without JavaScript`, async ({
    browser,
    page,
  }) => {
    const heading = await renderedHeading(page, path);
    const titleInBrowser = await page.title();

    await withoutJavaScript(browser, path, async (crawler) => {
      await expect(crawler.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const tags = await head(crawler);
      expect(tags.title).toBe(titleInBrowser);
      expect(tags.title).toMatch(/Serendib Trails/);
      expect(tags.description!.length).toBeGreaterThan(50);
      expect(tags.ogTitle).toBe(tags.title);
      expect(tags.ogImage).toMatch(/^https?:\/\/.+\/social-card\.png$/);
      expect(tags.twitterCard).toBe('summary_large_image');
      if (INDEXED.includes(path)) {
        expect(tags.canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
        expect(tags.ogUrl).toBe(tags.canonical);
        expect(tags.robots).toBeNull();
      } else {
        expect(tags.canonical).toBeNull();
        expect(tags.robots).toBe('noindex, follow');
      }
      const types = (await structuredData(crawler)).map((node) => node['@type']);
      expect(types).toContain('TravelAgency');
      if (INDEXED.includes(path) && path !== '/') expect(types).toContain('BreadcrumbList');
    });
  });
}

test('each page describes what it shows to search engines', async ({ browser, request }) => {
  const typesOn = (path: string) =>
    withoutJavaScript(browser, path, async (page) =>
      (await structuredData(page)).map((node) => node['@type']),
    );

  expect(await typesOn('/services')).toContain('TouristTrip');
  expect(await typesOn('/gallery')).toContain('TouristAttraction');
  expect(await typesOn('/contact')).toContain('FAQPage');
  const agencyOn = (path: string) =>
    withoutJavaScript(browser, path, async (page) =>
      (await structuredData(page)).find((node) => node['@type'] === 'TravelAgency'),
    );
  // Home rates the company by the reviews it shows (other journeys may post one meanwhile, so
  // the page and the summary are read again until they agree); no other page rates it.
  const summary = async () => {
    const answer = await request.post('/graphql', {
      data: { query: '{ feedbackSummary { average count } }' },
    });
    const { average, count } = (
      (await answer.json()) as { data: { feedbackSummary: { average: number; count: number } } }
    ).data.feedbackSummary;
    return count ? { ratingValue: average, reviewCount: count } : undefined;
  };
  await expect
    .poll(async () => {
      const rating = (await agencyOn('/'))?.aggregateRating as Record<string, unknown> | undefined;
      const expected = await summary();
      return (
        rating?.ratingValue === expected?.ratingValue &&
        rating?.reviewCount === expected?.reviewCount
      );
    })
    .toBe(true);
  expect(JSON.stringify(await agencyOn('/about'))).not.toMatch(/rating|review/i);
});

test("sitemap.xml lists the indexed pages, then the tours' pages, then the albums, each in every language, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  const pages = INDEXED.flatMap((path) => LANGUAGES.map((language) => inLanguage(language, path)));
  const tours = locations.filter((path) => /^(\/\w\w)?\/tours\//.test(path));
  const albums = locations.filter((path) => /^(\/\w\w)?\/showcase\/album\//.test(path));
  expect(locations.slice(0, pages.length)).toEqual(pages);
  expect(locations.slice(pages.length, pages.length + tours.length)).toEqual(tours);
  expect(locations.slice(pages.length + tours.length)).toEqual(albums);
  expect(tours).toContain('/de/tours/highlights-3');
  expect(tours.length % 5).toBe(0);
  expect(albums.length % 5).toBe(0);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/admin', '/profile', '/api', '/graphql']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test('an unknown address answers 404 with the page-not-found screen, kept out of search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/no-such-page');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect((await head(page)).robots).toBe('noindex, follow');
  await context.close();
});

test('the browser hydrates the prerendered page: same elements, no errors, then interactive', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Hold the app back until the prerendered heading is marked; React keeps hydrated elements.
  const releaseApp = await holdTheApp(page);
  await page.setViewportSize({ width: 360, height: 800 });

  // The markup is there as soon as it arrives; the app's entry is held until it is marked.
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.locator('h1').evaluate((heading) => heading.setAttribute('data-prerendered', ''));
  releaseApp();

  const menuButton = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(async () => {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await expect(page.locator('h1[data-prerendered]')).toHaveText('Contact Us');
  expect(problems).toEqual([]);
});

test('navigating in the app keeps the head in step with the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

  await expect(page).toHaveTitle('About Us | Serendib Trails');
  const tags = await head(page);
  expect(tags.canonical).toMatch(/\/about$/);
  expect(tags.ogUrl).toBe(tags.canonical);
  expect(tags.description).toMatch(/^Meet Serendib Trails/);

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveTitle('Sign in | Serendib Trails');
  expect((await head(page)).robots).toBe('noindex, follow');
  expect((await head(page)).canonical).toBeNull();
});

test('navigating in a Russian page names the next page in Russian', async ({ page }) => {
  await page.goto('/ru');
  await page
    .locator('.site-header')
    .getByRole('link', { name: 'О нас', exact: true })
    .first()
    .click();

  await expect(page).toHaveTitle('О нас | Serendib Trails');
  expect((await head(page)).description).toMatch(/^Serendib Trails — сертифицированные гиды/);
  expect((await head(page)).canonical).toMatch(/\/ru\/about$/);
});

test('the first paint is styled before the stylesheets arrive (inlined critical CSS)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/\.css$/, (route) => route.abort());
  await page.goto('/about');

  const header = page.locator('header.site-header');
  await expect(header).toHaveCSS('position', 'sticky');
  await expect(page.locator('.site-footer')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.getByRole('link', { name: 'Book' }).first()).toHaveCSS('border-radius', /px/);
  await context.close();
});
