import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test('day tabs switch the tour plans, and the first option of each is popular', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What We Offer' }).getByRole('article'),
  ).toHaveCount(6);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    '1 Day',
    '2 Days',
    '3 Days',
    '5 Days',
    '6 Days',
    '7 Days',
    '8 Days',
    '10 Days',
    '12 Days',
    '14 Days',
  ]);
  const panel = page.getByRole('tabpanel');
  await expect(
    panel.getByRole('heading', { name: 'Sigiriya and Dambulla Day Tour' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: '7 Days' }).click();
  await expect(page.getByRole('tab', { name: '7 Days' })).toHaveAttribute('aria-selected', 'true');
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByText('Popular', { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByText('Popular', { exact: true })).toHaveCount(0);

  // Grand Island Loop has 7 lines: 5 are shown, then a count of the rest.
  const first = cards.nth(0);
  await expect(first.getByRole('listitem')).toHaveCount(5);
  await expect(first.getByText('+ 2 more highlights...')).toBeVisible();

  // The arrow keys move between tabs.
  await page.getByRole('tab', { name: '7 Days' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '8 Days' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: 'Culture and Coast' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the details dialog shows the overview and the itinerary by day, and books the tour', async ({
  page,
}) => {
  await page.goto('/services');
  await page.getByRole('tab', { name: '3 Days' }).click();
  const opener = page.getByRole('button', { name: 'View Details: Sri Lanka Highlights' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Sri Lanka Highlights' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByText('Route:')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('tab', { name: 'Itinerary' }).click();
  const days = dialog.getByRole('heading', { level: 3 });
  await expect(days).toHaveText([
    'Day 1: Sigiriya and Dambulla',
    'Day 2: Kandy',
    'Day 3: Nuwara Eliya',
  ]);
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Climb Sigiriya Rock Fortress' }),
  ).toBeVisible();

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByRole('link', { name: 'Book This Tour' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('share copies the link when the device has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto('/services');
  await page.getByRole('button', { name: 'View Details: Sigiriya and Dambulla Day Tour' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Share' }).click();

  const notice = dialog.getByRole('status');
  await expect(notice).toHaveText('Link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(notice).toHaveText('', { timeout: 5000 });
});

test('share hands the page to the device share sheet when there is one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto('/services');
  await page.getByRole('button', { name: 'View Details: Sigiriya and Dambulla Day Tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
  const shared = await page.waitForFunction(
    () => (window as unknown as { shared?: ShareData }).shared,
  );
  expect(await shared.jsonValue()).toMatchObject({
    title: 'Sigiriya and Dambulla Day Tour',
    url: page.url(),
  });
  await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0);
});

test('extended plans are listed and a custom itinerary is requested on the contact page', async ({
  page,
}) => {
  await page.goto('/services');
  const extended = page.getByRole('region', { name: 'Extended Tour Plans' });
  await expect(extended.getByText(/^\d+ Days$/)).toHaveText([
    '4 Days',
    '5 Days',
    '6 Days',
    '7 Days',
    '8 Days',
    '10 Days',
    '12 Days',
    '14 Days',
  ]);
  await page.getByRole('link', { name: 'Request Custom Itinerary' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
