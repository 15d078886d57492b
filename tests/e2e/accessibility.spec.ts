import { expect, readingTest as test, type Page } from './support/reading-page';
import { expectNoAxeViolations } from './support/axe';

interface AxeCase {
  name: string;
  path: string;
  /** Narrow screens fold the menu and reflow the page: checked at 360 px, else at 1280 px. */
  mobile?: boolean;
  /** Brings up the state to check (a dialog, a menu, a tab), after the page has loaded. */
  open?: (page: Page) => Promise<void>;
}

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/gallery',
  '/showcase',
  '/showcase/album/1',
  '/contact',
  '/privacy',
  '/terms',
  '/imprint',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/0123456789abcdefghij',
  '/security-questions',
  '/unauthorized',
  '/no-such-page',
];

/** Every public page, then each page with each of its dialogs and menus open: one line each. */
const CASES: AxeCase[] = [
  ...PUBLIC_PAGES.map((path) => ({ name: path, path })),
  ...PUBLIC_PAGES.map((path) => ({ name: `${path} on a phone`, path, mobile: true })),
  {
    name: 'the main menu open on a phone',
    path: '/',
    mobile: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Destinations' })).toBeVisible();
    },
  },
];

// One test a case, spread over every worker.
test.describe.configure({ mode: 'parallel' });

for (const { name, path, mobile, open } of CASES) {
  test(`axe finds no WCAG 2.2 AA violation: ${name}`, async ({ page }) => {
    await page.setViewportSize(mobile ? { width: 360, height: 800 } : { width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await open?.(page);

    await expectNoAxeViolations(page);
  });
}
