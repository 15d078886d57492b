import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from './axe';
import { fullPageScreenshot } from './full-page-screenshot';
import { ALBUM_GUIDE, confirmedGuideToken } from './guide';
import { secondInstance, type SecondInstance } from './second-instance';
import { serverDatabaseUrl } from './server-secret';
import { expect, type Page } from './test';

// A shop whose settings choose an online payment provider (a local stand-in of it): a traveller
// books in German, pays or gives up on the provider's page, and comes back to a German page.

/** A shop instance with `variables`, and a guide who speaks German for it to hold. */
export async function openShop(
  request: APIRequestContext,
  dataDir: string,
  variables: Record<string, string>,
): Promise<SecondInstance> {
  const shop = await secondInstance(dataDir, variables);
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const added = await request.post('/api/guides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Chaminda Perera ${Date.now()}`, languages: ['de', 'en'] },
  });
  expect(added.status()).toBe(201);
  return shop;
}

/** The settings of a shop that takes deposits on PayHere's stand-in `payHere`. */
export const payHereSettings = (payHere: {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
}) => ({
  PAYHERE_MERCHANT_ID: payHere.merchantId,
  PAYHERE_MERCHANT_SECRET: payHere.merchantSecret,
  PAYHERE_CHECKOUT_URL: payHere.checkoutUrl,
});

/**
 * On the tour's German page: the `nth` free day (from 0) for two, who they are, and "book". The
 * journeys that run at once each take days of their own, so none finds its day taken by another.
 */
export async function bookInGerman(page: Page, shop: SecondInstance, width: number, nth: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${shop.baseUrl}/de/tours/highlights-3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highlights Sri Lankas');
  await page.getByLabel('Reisende', { exact: true }).selectOption('2');
  const free = page.getByRole('button', { name: /: frei$/ });
  await free.first().waitFor();
  if ((await free.count()) <= nth) {
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
    await free.first().waitFor();
  }
  await free.nth(nth).click();
  await page.getByRole('textbox', { name: 'Vollständiger Name' }).fill('Jonas Becker');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('jonas.becker@example.test');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 40 1234567');
  await page.getByRole('button', { name: 'Buchen und Anzahlung leisten' }).click();
}

/** Back from paying: the booking's German page says it is confirmed and the deposit paid. */
export async function expectConfirmedInGerman(page: Page, screenshot: string) {
  await expect(page).toHaveURL(/\/de\/manage-booking\/[\w.-]+\?payment=done/);
  await expect(page.getByRole('status')).toHaveText(
    'Ihre Tour ist bestätigt. Wir freuen uns auf Sie.',
  );
  await expect(page.getByText('Anzahlung bezahlt')).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, `tests/.tmp/${screenshot}.png`);
}

/**
 * Back from giving up on paying: the German page says nothing was charged and offers to pay
 * again; once the hold has ended (time made to pass), the guide is free and the link leads back.
 */
export async function expectGivenUpUntilTheHoldEnds(
  page: Page,
  shop: SecondInstance,
  screenshot: string,
) {
  await expect(page).toHaveURL(/\/de\/manage-booking\/[\w.-]+\?payment=cancelled/);
  await expect(
    page.getByText('Ihre Zahlung wurde nicht abgeschlossen: Es wurde nichts abgebucht.'),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Ihr Guide ist bis .+ für Sie reserviert\./);
  const payAgain = page.getByRole('link', { name: /^Anzahlung von .+ bezahlen$/ });
  await expect(payAgain).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, `tests/.tmp/${screenshot}.png`);

  const token = new URL(page.url()).pathname.split('/').pop()!;
  const { booking } = (await (
    await page.request.get(`${shop.baseUrl}/api/tour-bookings/manage/${token}`)
  ).json()) as { booking: { reference: string; startDate: string } };
  const freeBefore = await guidesFree(page, shop, booking.startDate);
  await endHold(booking.reference);
  expect(await guidesFree(page, shop, booking.startDate)).toBe(freeBefore + 1);
  await payAgain.click();
  await expect(page.getByRole('status')).toHaveText(
    'Die Reservierung endete, bevor die Anzahlung einging; der Guide ist wieder frei.',
  );
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
async function guidesFree(page: Page, shop: SecondInstance, day: string): Promise<number> {
  const answer = await page.request.get(
    `${shop.baseUrl}/api/tours/highlights-3/availability?from=${day}&to=${day}&travellers=2`,
  );
  return ((await answer.json()) as { days: { guidesFree: number }[] }).days[0].guidesFree;
}
