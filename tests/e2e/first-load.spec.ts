import { expect, test, type Page } from './support/test';
import { INDEXED_PAGES } from './support/public-pages';
import { holdTheApp } from './support/held-app';
import { APP_CHUNKS_ID, LATEST_START_MS } from '@lanka-tours/shared/app-start';
import { BOOKING_MESSAGES } from '@lanka-tours/shared/booking-options';

/** The Apollo client names itself in every request it sends; its code carries the name. */
const APOLLO_CLIENT = '@apollo/client';

/** Whether any script the page has downloaded so far is (or contains) the Apollo client. */
function scriptsWithApollo(page: Page): () => string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(APOLLO_CLIENT)) found.push(new URL(response.url()).pathname);
  });
  return () => found;
}

test('a visitor reads the public pages and sends the booking form without the GraphQL client', async ({
  page,
}) => {
  const apollo = scriptsWithApollo(page);
  for (const path of [
    '/',
    '/about',
    '/services',
    '/gallery',
    '/showcase',
    '/privacy',
    '/contact',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(apollo()).toEqual([]);

  // The booking form asked for its ticket on the way in; a request goes through too.
  const form = page.getByRole('form', { name: 'Request Your Guide' });
  await form.getByLabel('Full name').fill('Anura Perera');
  await form.getByLabel('Email').fill('anura@example.com');
  await form.getByLabel('Phone (with country code)').fill('+94 77 123 4567');
  const tourDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Tour date').fill(tourDate);
  await form.getByLabel('Group size').selectOption('3-5');
  await form.getByLabel('Tour duration').selectOption('4-7 days');
  await form.getByLabel('Destination').selectOption('Galle Fort');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(BOOKING_MESSAGES.success)).toBeVisible({ timeout: 15_000 });
  expect(apollo()).toEqual([]);
});

test('the reviews load the GraphQL client once they near the screen', async ({ page }) => {
  const apollo = scriptsWithApollo(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(apollo()).toEqual([]);

  await page.locator('#feedback-section').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'What People Say' })).toBeVisible();
  await expect.poll(() => apollo().length).toBeGreaterThan(0);
});

test('a rendered page fetches the app only once its first screen is painted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');

  const { pictureArrived, scripts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    return {
      pictureArrived: resources.find((entry) => entry.name === picture.currentSrc)!.responseEnd,
      scripts: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  // Before the first screen's main picture has arrived, only the boot script and its helpers
  // (unless the picture took longer than the app waits for it, as on a busy machine).
  const appMayStart = Math.min(pictureArrived, LATEST_START_MS);
  const early = scripts.filter((script) => script.start < appMayStart).map(({ file }) => file);
  expect(early).toContainEqual(expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/));
  for (const file of early) expect(file).toMatch(/^\/assets\/(boot|start)-[\w-]+\.js$/);
  // Then the app, in a handful of files: each is a request and a task on a phone's main thread.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'interactive');
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => file.endsWith('.js')),
  );
  expect(files).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  expect(files.length).toBeLessThanOrEqual(16);
});

test('a tap on a control before the app has started is acted on once it has', async ({ page }) => {
  const releaseApp = await holdTheApp(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });

  const menuButton = page.getByRole('button', { name: 'Toggle navigation' });
  await menuButton.click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'starting');
  releaseApp();

  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'interactive');
});

test('a sign-in sent before the app has started is never sent by the browser with the password in the address', async ({
  page,
}) => {
  const releaseApp = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  await page.getByLabel('Email address').fill('early@example.com');
  await page.getByLabel('Password', { exact: true }).fill('typed-before-the-app');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'starting');
  releaseApp();

  await expect(page.locator('html')).toHaveAttribute('data-app', 'interactive');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(page.url()).not.toContain('typed-before-the-app');
  expect(new URL(page.url()).search).toBe('');
});

test("a rendered page's full stylesheets apply together, once the last has arrived", async ({
  page,
}) => {
  let releaseSheet = () => {};
  const held = new Promise<void>((resolve) => (releaseSheet = resolve));
  await page.route(/\/assets\/ContactPage-[^/]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const deferred = page.locator('link[rel="stylesheet"][media="print"]');
  const arrived = (selector: string) =>
    page.evaluate((css) => document.querySelector<HTMLLinkElement>(css)?.sheet != null, selector);

  // The shared stylesheet has arrived, the page's own not yet: neither applies, one restyle later.
  await expect.poll(() => arrived('link[rel="stylesheet"][href*="/assets/app-"]')).toBe(true);
  expect(await deferred.count()).toBeGreaterThan(1);
  await page.waitForTimeout(300);
  expect(await page.locator('link[rel="stylesheet"][media="all"]').count()).toBe(0);
  releaseSheet();

  await expect(deferred).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][onload]')).toHaveCount(0);
});

test('sections far below the screen are drawn only as the reader nears them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const farBelow = page.getByRole('heading', { name: 'From first message to first sunrise' });
  const drawn = () =>
    farBelow.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));

  expect(await drawn()).toBe(false);
  await farBelow.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(farBelow).toBeInViewport();
});

test('on a slow phone, a page is first drawn once it is parsed in full', async ({ page }) => {
  // A frame drawn from part of the page moves what it showed as the rest arrives.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript((lastElement) => {
    requestAnimationFrame(() => {
      Object.assign(window, { parsedAtFirstFrame: document.getElementById(lastElement) !== null });
    });
  }, APP_CHUNKS_ID);
  for (const path of ['/', '/services']) {
    await page.goto(path);
    expect(
      await page.evaluate(() => (window as { parsedAtFirstFrame?: boolean }).parsedAtFirstFrame),
    ).toBe(true);
  }
});

for (const path of INDEXED_PAGES) {
  test(`on a phone, nothing on ${path} moves while it loads and its app starts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    // Lighthouse's goal for Cumulative Layout Shift.
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.05);
  });
}
