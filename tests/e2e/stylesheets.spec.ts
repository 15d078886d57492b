import fs from 'node:fs';
import { expect, test, type Page } from './support/test';

const PUBLIC_PAGES = ['/', '/about', '/services', '/gallery', '/showcase', '/contact', '/privacy'];

/** Components of Bootstrap that no page of the site shows. */
const UNUSED_COMPONENTS = ['carousel-item', 'offcanvas', 'toast', 'placeholder-glow', 'popover'];

const CLASS_IN_SELECTOR = /\.([A-Za-z_-][\w-]*)/g;

/** Every class that Bootstrap's full stylesheet has a rule for. */
function bootstrapClasses(): Set<string> {
  const css = fs
    .readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '');
  const selectors = [...css.matchAll(/([^{}]+)\{/g)].map(([, selector]) => selector);
  return new Set(
    selectors
      .flatMap((selector) => [...selector.matchAll(CLASS_IN_SELECTOR)])
      .map(([, name]) => name),
  );
}

/** The classes on the page, and those its stylesheets (inline and linked) have rules for. */
function pageClasses(page: Page) {
  return page.evaluate((classPattern) => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(new RegExp(classPattern, 'g'))) {
            styled.add(name);
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList),
      ),
    );
    return { used: [...used], styled: [...styled] };
  }, CLASS_IN_SELECTOR.source);
}

test('the pages download only the Bootstrap rules the site uses, and every one it uses', async ({
  page,
}) => {
  const bootstrap = bootstrapClasses();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveCount(0);
    const { used, styled } = await pageClasses(page);
    const styledSet = new Set(styled);
    const missing = used.filter((name) => bootstrap.has(name) && !styledSet.has(name));
    expect(missing, `Bootstrap classes on ${path} without their rules`).toEqual([]);
    const unused = UNUSED_COMPONENTS.filter((name) => styledSet.has(name));
    expect(unused, `unused Bootstrap components in the stylesheets of ${path}`).toEqual([]);
  }
});

test("the dialogs' rules come with the pages that open a dialog, every one it uses", async ({
  page,
}) => {
  await page.goto('/about');
  expect((await pageClasses(page)).styled).not.toContain('modal-dialog');

  await page.goto('/gallery');
  await page
    .getByRole('region', { name: 'Featured Destinations' })
    .getByRole('button', { name: 'Sigiriya Rock Fortress' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Sigiriya Rock Fortress' })).toBeVisible();
  const bootstrap = bootstrapClasses();
  const { used, styled } = await pageClasses(page);
  const styledSet = new Set(styled);
  const missing = used.filter((name) => bootstrap.has(name) && !styledSet.has(name));
  expect(missing, 'Bootstrap classes of the open dialog without their rules').toEqual([]);
  expect(used).toContain('modal-dialog');
});
