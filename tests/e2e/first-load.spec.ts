import { expect, test, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../server/src/shared/booking-options';

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

test('a rendered page fetches the app only once its first screen has loaded, then turns interactive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');

  // Interactive: the menu button opens the menu (the app has started and hydrated the page).
  const menuButton = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(async () => {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  const { loaded, scripts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  // Before the page's load, only the boot script and the helper it imports.
  const early = scripts.filter((script) => script.start < loaded).map((script) => script.file);
  expect(early).toEqual([
    expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/preload-helper-[\w-]+\.js$/),
  ]);
  expect(scripts.length).toBeGreaterThan(20);
});
