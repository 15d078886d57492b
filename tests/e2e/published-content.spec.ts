import { expect, test, type Page } from './support/test';
import { SEED_BRAND } from '../support/seed-content';

/** The published content the browser asks the server for after the page has arrived. */
function contentRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && /SiteContent|ContentPage/.test(body))
      asked.push(body);
  });
  return asked;
}

test('a public page hydrates from the content it arrived with, asking for none', async ({
  page,
}) => {
  const asked = contentRequests(page);
  await page.goto('/services');

  // The tabs answer only once the page is hydrated.
  await page.getByRole('tab', { name: '5 Days' }).click();
  await expect(page.getByRole('tab', { name: '5 Days', selected: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(SEED_BRAND.footerBlurb);
  expect(asked).toEqual([]);
});

test('a page the browser renders shows the brand at once, asking for none', async ({ page }) => {
  const asked = contentRequests(page);
  await page.goto('/reset-password/0123456789abcdefghij');

  await expect(page.getByRole('banner')).toContainText(SEED_BRAND.name);
  await expect(page.getByRole('contentinfo')).toContainText(SEED_BRAND.contact.address);
  expect(asked).toEqual([]);
});
