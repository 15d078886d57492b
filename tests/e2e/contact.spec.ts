import { expect, gotoOnPausedClock, test, type Page } from './support/test';
import { SEED_BRAND } from '../support/seed-content';
import { expectNoAxeViolations } from './support/axe';

const CONTACT = SEED_BRAND.contact;

const BOOKING_AHEAD = 'How far in advance should I book?';
const CANCELLATION = 'What is your cancellation policy?';

function question(page: Page, name: string) {
  return page.getByRole('button', { name });
}

function answer(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('the FAQ opens one answer at a time, and clicking the open question closes it', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T08:00:00') });
  await page.clock.pauseAt(new Date('2026-01-10T08:00:01'));
  await gotoOnPausedClock(page, '/contact');
  // Every answer shows until the accordion starts, half a second after the page.
  await expect(answer(page, CANCELLATION)).toBeVisible();
  await page.clock.runFor(500);
  await expect(answer(page, BOOKING_AHEAD)).toBeHidden();
  await expect(answer(page, CANCELLATION)).toBeHidden();

  await question(page, BOOKING_AHEAD).click();
  await expect(question(page, BOOKING_AHEAD)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, BOOKING_AHEAD)).toContainText(
    'For the December to March peak season, book 4–6 weeks ahead',
  );
  await expect(answer(page, BOOKING_AHEAD)).toContainText('2–3 weeks is usually enough');

  await question(page, CANCELLATION).click();
  await expect(answer(page, BOOKING_AHEAD)).toBeHidden();
  await expect(question(page, BOOKING_AHEAD)).toHaveAttribute('aria-expanded', 'false');
  const policy = answer(page, CANCELLATION);
  await expect(policy).toContainText(
    '14 or more days before: a full refund, minus processing fees.',
  );
  await expect(policy).toContainText('7 to 13 days before: a 50% refund.');
  await expect(policy).toContainText('Less than 7 days before: no refund.');

  await question(page, CANCELLATION).click();
  await expect(policy).toBeHidden();
  await expect(question(page, CANCELLATION)).toHaveAttribute('aria-expanded', 'false');
});

test('the Get In Touch cards open in a new tab', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/contact');
  const cards = page.getByRole('region', { name: 'Get In Touch' }).getByRole('link');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(cards.nth(0)).toHaveAttribute('href', CONTACT.emailHref);

  const popup = page.waitForEvent('popup');
  await cards.filter({ hasText: 'WhatsApp' }).click();
  expect((await popup).url()).toBe(`${CONTACT.whatsappHref}`);
});

test('the closing Book a Guide jumps back up to the booking form', async ({ page }) => {
  await page.goto('/contact');
  const closing = page.getByRole('region', { name: 'Ready when you are' });
  await closing.scrollIntoViewIfNeeded();
  await closing.getByRole('link', { name: 'Book a Guide' }).click();
  await expect(page).toHaveURL(/\/contact#book-guide-section$/);
  await expect(page.locator('#book-guide-section')).toBeInViewport();
  await expect(closing.getByRole('link', { name: 'Explore Destinations' })).toHaveAttribute(
    'href',
    '/gallery',
  );
});

test('Contact has no accessibility violations, with a FAQ answer open', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(question(page, CANCELLATION)).toHaveAttribute('aria-expanded', 'false');
  await question(page, CANCELLATION).click();
  await expect(answer(page, CANCELLATION)).toBeVisible();
  await expectNoAxeViolations(page);
});
