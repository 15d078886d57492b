import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once a server-rendered page's app has hydrated it (`<html data-app="interactive">`,
 * set by client/src/boot.ts), as a visitor who acts on the page needs it. A page the browser
 * renders has no boot script; a page whose boot script did not run (scripts refused) is read as
 * it is.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = document.documentElement.getAttribute('data-app');
    return state === 'interactive' || (state === null && document.readyState === 'complete');
  });
}

/**
 * Opens a rendered page under a paused `page.clock`, on which the app would never start (it
 * starts a frame after the first paint): the clock runs a few frames, and the app hydrates.
 */
export async function gotoOnPausedClock(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.clock.runFor(100);
  await untilInteractive(page);
}

const watched = new WeakSet<BrowserContext>();

/** Each page of the context waits, after goto and reload, for its app as well as its load. */
function waitForTheApp(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('page', (page) => {
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg) => typeof arg === 'object') as
          { waitUntil?: string } | undefined;
        if (!options?.waitUntil || options.waitUntil === 'load') await untilInteractive(page);
        return response;
      }) as Page[typeof method];
    }
  });
}

/**
 * Playwright's `test`, its pages acting once the app has taken over a server-rendered page: the
 * page is readable at its `load` event, but its controls only work once hydrated. Contexts the
 * tests open themselves get the same (unless JavaScript is off).
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) waitForTheApp(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    waitForTheApp(context);
    await use(context);
  },
});
