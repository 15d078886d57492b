import { expect, test, type Page } from './support/test';
import { fullPageScreenshot } from './support/full-page-screenshot';
import fs from 'node:fs';
import path from 'node:path';
import { agedFormTicket } from '../server/support/form-tickets';
import { expectNoAxeViolations } from './support/axe';
import { confirmedGuideToken } from './support/guide';
import { serverSecret } from './support/server-secret';

/** A guide's address (playwright.config.ts lists it in ADMIN_EMAILS); the account persists. */
const GUIDE = {
  name: 'Enquiries Guide',
  email: 'enquiries@e2e.serendibtrails.lk',
  password: 'temple-of-tooth-1592',
};
const SHOTS = path.resolve('tests/.tmp/screenshots/booking');
/** The secret the e2e server generated into its DATA_DIR (playwright.config.ts). */
const THANK_YOU =
  "Thank you for your booking request! We'll contact you shortly to confirm your tour.";
const MESSAGES = [
  'Please provide your name.',
  'Please provide a valid email.',
  'Please provide your phone number.',
  'Please select a valid date.',
  'Please select your group size.',
  'Please select your tour duration.',
  'Please select a destination.',
];

const octet = () => Math.floor(Math.random() * 254) + 1;
// Each run is a visitor of its own: the per-address limit does not carry over between runs.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function localDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

async function snapshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await fullPageScreenshot(page, path.join(SHOTS, `${name}.png`));
}

async function signIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

/**
 * Fills in the form and sends it. The server accepts the form's ticket from 3 seconds after it
 * issued it; this test types faster than a person does, and the page waits out the rest itself.
 */
async function requestGuide(page: Page, name: string, email: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Request Your Guide' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (with country code)').fill('+94 77 123 4567');
  await form.getByLabel('Tour date').fill(localDay(14));
  await form.getByLabel('Group size').selectOption('3-5');
  await form.getByLabel('Tour duration').selectOption('4-7 days');
  await form.getByLabel('Destination').selectOption('Sigiriya Rock Fortress');
  await form.getByLabel('Message (optional)').fill('Early starts are fine with us.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  const thanks = form.getByRole('status');
  await expect(thanks).toContainText(THANK_YOU);
  const note = /Your reference number is (LK-\d{4}-\d{6,})\. We will reply within 24 hours\./;
  await expect(thanks).toContainText(note);
  return note.exec((await thanks.textContent()) ?? '')![1];
}

test('an invalid request shows the messages; a valid one its reference; the guide finds it and its email', async ({
  page,
  browser,
}) => {
  await page.goto('/contact#book-guide-section');
  const form = page.getByRole('form', { name: 'Request Your Guide' });

  await form.getByRole('button', { name: 'Send Request' }).click();
  for (const message of MESSAGES) await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expectNoAxeViolations(page, 'form[aria-label="Request Your Guide"]');
  await snapshot(page, '1-invalid');

  const visitor = uniqueEmail('visitor');
  const reference = await requestGuide(page, 'Tharushi Fernando', visitor);
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Destination')).toHaveValue('');
  await expect(form.getByText(MESSAGES[0])).toBeHidden();
  await snapshot(page, '2-sent');

  // The guide works at the server's own machine, where the mail preview stands in for the inbox;
  // this spec's visitors come from elsewhere (X-Forwarded-For), who are shown no preview.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const guidePage = await context.newPage();
  await confirmedGuideToken(guidePage.request, GUIDE);
  await signIn(guidePage, GUIDE.email, GUIDE.password, GUIDE.name);
  await guidePage.getByRole('button', { name: GUIDE.name }).click();
  await guidePage.getByRole('menuitem', { name: 'Enquiries' }).click();
  await expect(guidePage).toHaveURL(/\/admin\/bookings$/);
  const entry = guidePage
    .getByRole('listitem')
    .filter({ has: guidePage.getByRole('heading', { name: `${reference} · Tharushi Fernando` }) });
  await expect(entry).toContainText(visitor);
  await expect(entry).toContainText('Sigiriya Rock Fortress');
  await expectNoAxeViolations(guidePage);
  await snapshot(guidePage, '3-inbox');

  await entry.getByLabel('Status').selectOption('contacted');
  await expect(entry.locator('.badge', { hasText: 'Contacted' })).toBeVisible();

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    entry.getByRole('link', { name: 'Preview of the Notification to the business' }).click(),
  ]);
  await expect(preview.getByRole('heading', { name: 'Email preview' })).toBeVisible();
  await expect(
    preview.getByText(`New guide request ${reference} from Tharushi Fernando`),
  ).toBeVisible();
  const email = preview.frameLocator('iframe[title="HTML version"]');
  await expect(email.getByRole('heading', { name: 'New guide request' })).toBeVisible();
  await expect(email.getByText('Early starts are fine with us.')).toBeVisible();
  await snapshot(preview, '4-business-email');
  await context.close();
});

test('a signed-in visitor finds the request under My requests, where it is only theirs to see', async ({
  page,
}) => {
  const email = uniqueEmail('member');
  const password = 'nine-arch-bridge-1921';
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Dinesh Kumar', email, password, country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, email, password, 'Dinesh Kumar');

  await page.goto('/contact#book-guide-section');
  const reference = await requestGuide(page, 'Dinesh Kumar', email);
  await page.goto('/profile');

  const requests = page.getByRole('region', { name: 'My requests' });
  await expect(requests).toContainText(reference);
  await expect(requests).toContainText('Sigiriya Rock Fortress');
  await expect(requests.getByText('New', { exact: true })).toBeVisible();
  await snapshot(page, '5-my-requests');

  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You need tour guide privileges to access this page.')).toBeVisible();
});

test('a form left open longer than its ticket lasts still goes: the page gets a fresh ticket', async ({
  page,
}) => {
  // The first ticket the page receives was issued 25 hours ago, as in a tab left open overnight.
  const dayOld = agedFormTicket(25 * 3600_000, serverSecret());
  let replaced = false;
  await page.route('**/graphql', async (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)
      ?.operationName;
    if (operation !== 'BookingFormTicket' || replaced) return route.fallback();
    replaced = true;
    return route.fulfill({ json: { data: { bookingFormTicket: dayOld } } });
  });
  const sentTickets: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? request.postDataJSON() : null;
    if (body?.operationName === 'RequestGuide') sentTickets.push(body.variables.input.formTicket);
  });

  await page.goto('/contact#book-guide-section');
  const reference = await requestGuide(page, 'Nimali Silva', uniqueEmail('overnight'));

  expect(reference).toMatch(/^LK-/);
  expect(sentTickets).toHaveLength(2);
  expect(sentTickets[0]).toBe(dayOld);
  expect(sentTickets[1]).not.toBe(dayOld);
});
