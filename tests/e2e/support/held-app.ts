import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back until the returned `release` is called: a rendered page
 * stays as the server sent it, its boot script waiting for the app.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
