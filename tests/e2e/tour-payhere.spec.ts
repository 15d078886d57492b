import pg from 'pg';
import { startPayHereStandIn, type PayHereStandIn } from '../support/payhere-stand-in';
import { expectNoAxeViolations } from './support/axe';
import { fullPageScreenshot } from './support/full-page-screenshot';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { secondInstance, type SecondInstance } from './support/second-instance';
import { serverDatabaseUrl } from './support/server-secret';
import { expect, test, type Page } from './support/test';

// A deposit paid on PayHere (a local stand-in that follows PayHere's published protocol), by a
// shop instance whose settings choose PayHere: booked in German, paid, and back on a German page.

let payHere: PayHereStandIn;
let shop: SecondInstance;

test.beforeAll(async ({ request }) => {
  payHere = await startPayHereStandIn({ notifyTimes: 2 });
  shop = await secondInstance('e2e-payhere-instance', {
    PAYHERE_MERCHANT_ID: payHere.merchantId,
    PAYHERE_MERCHANT_SECRET: payHere.merchantSecret,
    PAYHERE_CHECKOUT_URL: payHere.checkoutUrl,
  });
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const added = await request.post('/api/guides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Chaminda Perera ${Date.now()}`, languages: ['de', 'en'] },
  });
  expect(added.status()).toBe(201);
});

test.afterAll(async () => {
  shop.child.kill('SIGTERM');
  await payHere.close();
});

/** On the tour's German page: the first free day for two, who they are, and "book". */
async function bookInGerman(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${shop.baseUrl}/de/tours/highlights-3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highlights Sri Lankas');
  await page.getByLabel('Reisende', { exact: true }).selectOption('2');
  await page
    .getByRole('button', { name: /: frei$/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Vollständiger Name' }).fill('Jonas Becker');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('jonas.becker@example.test');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 40 1234567');
  await page.getByRole('button', { name: 'Buchen und Anzahlung leisten' }).click();
  // On to PayHere's page, with the deposit to pay.
  await expect(page).toHaveURL(payHere.checkoutUrl);
}

/**
 * Time passes for a booking: its hold ended a minute ago (a span that began later than that is
 * empty), so that it meets no earlier hold of the same guide on the same days.
 */
async function endHold(reference: string) {
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  await db.query(
    `UPDATE "tour_bookings" SET "hold_expires_at" = now() - interval '1 minute'
     WHERE "reference" = $1`,
    [reference],
  );
  await db.query(
    `UPDATE "guide_busy_days"
     SET "active" = tstzrange(lower("active"), greatest(lower("active"), now() - interval '1 minute'))
     WHERE "booking_id" = (SELECT "id" FROM "tour_bookings" WHERE "reference" = $1)`,
    [reference],
  );
  await db.end();
}

/** How many guides are free for two on `day` for the three-day tour, as the API tells it. */
async function guidesFree(page: Page, day: string): Promise<number> {
  const answer = await page.request.get(
    `${shop.baseUrl}/api/tours/highlights-3/availability?from=${day}&to=${day}&travellers=2`,
  );
  return ((await answer.json()) as { days: { guidesFree: number }[] }).days[0].guidesFree;
}

test('in German at 390 px a traveller books, pays the deposit on PayHere and is confirmed in German', async ({
  page,
}) => {
  await bookInGerman(page, 390);
  const checkout = payHere.checkouts.at(-1)!;
  await page.getByRole('button', { name: `Pay USD ${checkout.amount}` }).click();

  await expect(page).toHaveURL(/\/de\/manage-booking\/[\w.-]+\?payment=done&order_id=TB-/);
  await expect(page.getByRole('status')).toHaveText(
    'Ihre Tour ist bestätigt. Wir freuen uns auf Sie.',
  );
  await expect(page.getByText(checkout.order_id, { exact: true })).toBeVisible();
  await expect(page.getByText('Anzahlung bezahlt')).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, 'tests/.tmp/tour-payhere-confirmed-de-390.png');
  // PayHere notified twice; the booking was confirmed once, and the second changed nothing.
  expect(payHere.notifications.map(({ status }) => status)).toEqual([200, 200]);
});

test('in German at 1280 px a traveller who gives up on PayHere can pay again, and keeps no guide after the hold', async ({
  page,
}) => {
  await bookInGerman(page, 1280);
  const checkout = payHere.checkouts.at(-1)!;
  await page.getByRole('link', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/de\/manage-booking\/[\w.-]+\?payment=cancelled/);
  await expect(
    page.getByText('Ihre Zahlung wurde nicht abgeschlossen: Es wurde nichts abgebucht.'),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Ihr Guide ist bis .+ für Sie reserviert\./);
  const payAgain = page.getByRole('link', { name: /^Anzahlung von .+ bezahlen$/ });
  await expect(payAgain).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, 'tests/.tmp/tour-payhere-cancelled-de-1280.png');

  // Fifteen minutes on, unpaid: the hold has ended by itself, and the way to PayHere with it.
  const token = new URL(page.url()).pathname.split('/').pop()!;
  const { booking } = (await (
    await page.request.get(`${shop.baseUrl}/api/tour-bookings/manage/${token}`)
  ).json()) as { booking: { startDate: string } };
  const freeBefore = await guidesFree(page, booking.startDate);
  await endHold(checkout.order_id);
  expect(await guidesFree(page, booking.startDate)).toBe(freeBefore + 1);
  await payAgain.click();
  await expect(page.getByRole('status')).toHaveText(
    'Die Reservierung endete, bevor die Anzahlung einging; der Guide ist wieder frei.',
  );
});
