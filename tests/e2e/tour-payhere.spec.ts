import { startPayHereStandIn, type PayHereStandIn } from '../support/payhere-stand-in';
import {
  bookInGerman,
  expectConfirmedInGerman,
  expectGivenUpUntilTheHoldEnds,
  openShop,
  payHereSettings,
} from './support/paid-online';
import type { SecondInstance } from './support/second-instance';
import { expect, test } from './support/test';

// A deposit paid on PayHere (a local stand-in that follows PayHere's published protocol), by a
// shop instance whose settings choose PayHere: booked in German, paid, and back on a German page.

let payHere: PayHereStandIn;
let shop: SecondInstance;

test.beforeAll(async ({ request }) => {
  payHere = await startPayHereStandIn({ notifyTimes: 2 });
  shop = await openShop(request, 'e2e-payhere-instance', payHereSettings(payHere));
});

test.afterAll(async () => {
  shop.child.kill('SIGTERM');
  await payHere.close();
});

test('in German at 390 px a traveller books, pays the deposit on PayHere and is confirmed in German', async ({
  page,
}) => {
  await bookInGerman(page, shop, 390, 0);
  await expect(page).toHaveURL(payHere.checkoutUrl);
  const checkout = payHere.checkouts.at(-1)!;
  await page.getByRole('button', { name: `Pay USD ${checkout.amount}` }).click();

  await expectConfirmedInGerman(page, 'tour-payhere-confirmed-de-390');
  await expect(page.getByText(checkout.order_id, { exact: true })).toBeVisible();
  // PayHere notified twice; the booking was confirmed once, and the second changed nothing.
  expect(payHere.notifications.map(({ status }) => status)).toEqual([200, 200]);
});

test('in German at 1280 px a traveller who gives up on PayHere can pay again, and keeps no guide after the hold', async ({
  page,
}) => {
  await bookInGerman(page, shop, 1280, 1);
  await expect(page).toHaveURL(payHere.checkoutUrl);
  await page.getByRole('link', { name: 'Cancel payment' }).click();

  await expectGivenUpUntilTheHoldEnds(page, shop, 'tour-payhere-cancelled-de-1280');
});
