import { expect, readingTest as test, type Page } from './support/reading-page';
import { expectNoAxeViolations } from './support/axe';
import {
  INDEXED_PAGES as PAGES,
  inLanguage,
  LANGUAGE_TAGS,
  LANGUAGES,
} from './support/public-pages';

// The page as the server sends it, before any script of the app runs: a crawler's view. (axe
// needs scripts of its own, so the app's are refused rather than JavaScript turned off.) One test
// a page and language, so that each has the whole timeout of its own, run on every worker.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
});

const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();

/** Each English page's first heading, read once a worker. */
const englishHeadings = new Map<string, string>();
async function englishHeading(page: Page, path: string): Promise<string> {
  if (!englishHeadings.has(path)) {
    await page.goto(path);
    englishHeadings.set(path, await firstHeading(page));
  }
  return englishHeadings.get(path)!;
}

for (const language of LANGUAGES) {
  for (const path of PAGES) {
    const address = inLanguage(language, path);
    test(`without JavaScript, ${address} reads in ${language}, with its addresses, and passes axe`, async ({
      page,
    }) => {
      // Each page's heading is its own language's, not the English one.
      const english = language === 'en' ? null : await englishHeading(page, path);

      const answer = await page.goto(address);
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(address);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href')!).pathname,
          ]),
        );
      expect(alternates).toEqual(
        expect.arrayContaining([
          ...LANGUAGES.map((other) => [LANGUAGE_TAGS[other], inLanguage(other, path)]),
          ['x-default', path],
        ]),
      );
      if (english !== null) expect(await firstHeading(page)).not.toBe(english);
      await expectNoAxeViolations(page);
    });
  }
}
