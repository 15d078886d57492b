import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { INDEXED_PAGES as PAGES, inLanguage, LANGUAGES } from './support/public-pages';

// The page as the server sends it, before any script of the app runs: a crawler's view. (axe
// needs scripts of its own, so the app's are refused rather than JavaScript turned off.)
test.beforeEach(async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
});

for (const language of LANGUAGES) {
  test(`without JavaScript, every public page reads in ${language}, with its addresses, and passes axe`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const headings = new Map<string, string>();
    for (const path of PAGES) {
      const address = inLanguage(language, path);
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname, address).toBe(address);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href')!).pathname,
          ]),
        );
      expect(alternates, address).toEqual(
        expect.arrayContaining([
          ...LANGUAGES.map((other) => [other, inLanguage(other, path)]),
          ['x-default', path],
        ]),
      );
      const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
      headings.set(path, heading);
      await expectNoAxeViolations(page);
    }
    if (language === 'en') return;
    // Each page's heading is its own language's, not the English one.
    for (const path of PAGES) {
      await page.goto(new URL(path, baseURL).toString());
      const english = await page.getByRole('heading', { level: 1 }).first().innerText();
      expect(headings.get(path), path).not.toBe(english);
    }
  });
}
