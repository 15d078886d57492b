import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test('featured destinations and category tabs filter the grid', async ({ page }) => {
  await page.goto('/gallery');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore the Beauty of Sri Lanka' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured Destinations' });
  await expect(featured.getByRole('article')).toHaveCount(3);

  await expect(page.getByRole('tab')).toHaveText([
    'All',
    'Heritage',
    'Beach',
    'Wildlife',
    'Cultural',
    'Adventure',
  ]);
  const grid = page.getByRole('tabpanel');
  const allCount = await grid.getByRole('article').count();
  expect(allCount).toBeGreaterThanOrEqual(20);

  await page.getByRole('tab', { name: 'Beach' }).click();
  const beaches = grid.getByRole('article');
  await expect(beaches.first()).toBeVisible();
  expect(await beaches.count()).toBeLessThan(allCount);
  for (const badge of await grid.locator('.destination-category').allTextContents()) {
    expect(badge).toBe('Beach');
  }
  await expect(grid.getByRole('button', { name: 'Pasikudah' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Galle Fort' })).toHaveCount(0);

  // Hill Country has no tab: Nuwara Eliya is only under All.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(grid.getByRole('button', { name: 'Nuwara Eliya' })).toBeVisible();

  // A destination without a rating of its own shows 4.5.
  const kitulgala = grid.getByRole('article').filter({ hasText: 'Kitulgala' });
  await expect(kitulgala.getByLabel('Rated 4.5 out of 5')).toBeVisible();
  await expect(kitulgala.getByText('Explore')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the destination dialog tells the story in four tabs', async ({ page }) => {
  await page.goto('/gallery');
  const opener = page
    .getByRole('region', { name: 'Featured Destinations' })
    .getByRole('button', { name: 'Sigiriya Rock Fortress' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Sigiriya Rock Fortress' });
  await expect(dialog.getByRole('tab')).toHaveText([
    'Overview',
    'Attractions',
    'Activities',
    'Practical Info',
  ]);
  // The description's blank lines separate its three paragraphs.
  const overview = dialog.getByRole('tabpanel');
  await expect(
    overview.locator('p', { hasText: /King Kashyapa|Mirror Wall|water gardens/ }),
  ).toHaveCount(3);
  await expectNoAxeViolations(page);

  await dialog.getByRole('tab', { name: 'Attractions' }).click();
  await expect(dialog.getByRole('tabpanel').getByRole('heading')).toHaveText([
    '1. Lion Gate',
    '2. Sigiriya Frescoes',
    '3. Water Gardens',
    '4. Summit Palace',
  ]);

  await dialog.getByRole('tab', { name: 'Activities' }).click();
  const sunrise = dialog.getByRole('listitem').filter({ hasText: 'Sunrise climb' });
  await expect(sunrise.locator('strong')).toHaveText('Sunrise climb:');
  await expect(sunrise).toContainText('Start at the 7:00 AM opening');
  await expect(dialog.getByRole('heading', { name: 'Why Visit' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Practical Info' }).click();
  await expect(
    dialog.getByText('Foreign visitors: 30 USD. Sri Lankan citizens: 50 LKR.'),
  ).toBeVisible();
  await expect(dialog.getByText('Accommodation', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a destination without full details opens the short view', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Colombo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Colombo' });
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByRole('listitem')).toHaveText([
    'UNESCO World Heritage Site',
    'Stunning panoramic views',
    'Rich cultural history',
    'Unique natural formations',
  ]);
  await expect(dialog.getByText('Western Province')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the map has a pin for every destination; a click or the keyboard opens its dialog', async ({
  page,
}) => {
  await page.goto('/gallery');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const gridCount = await cards.count();
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');

  const map = page.getByRole('figure', { name: 'Destinations on the map' });
  await expect(map.getByRole('img', { name: 'Map of Sri Lanka' }).locator('path')).toHaveCount(1);
  const pins = map.getByRole('button');
  await expect(pins).toHaveCount(gridCount);
  await expectNoAxeViolations(page);

  const gallePin = map.getByRole('button', { name: 'Galle Fort, Southern Province' });
  await gallePin.click();
  const galle = page.getByRole('dialog', { name: 'Galle Fort' });
  await expect(galle).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(galle).toBeHidden();
  // Focus comes back to the pin once the dialog's closing transition ends.
  await expect(gallePin).toBeFocused();

  // Pins are in the tab order, north to south: Jaffna first.
  await pins.first().focus();
  await expect(pins.first()).toHaveAccessibleName('Jaffna, Northern Province');
  await page.keyboard.press('Tab');
  await expect(pins.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog');
  await expect(second).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pins.nth(1)).toBeFocused();

  // The map follows the category tabs.
  await page.getByRole('tab', { name: 'Wildlife' }).click();
  await expect(map.getByRole('button', { name: /^Yala National Park/ })).toBeVisible();
  await expect(map.getByRole('button', { name: /^Galle Fort/ })).toHaveCount(0);
});
