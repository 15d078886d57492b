import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import {
  bookInGerman,
  expectConfirmedInGerman,
  expectGivenUpUntilTheHoldEnds,
  openShop,
} from './support/paid-online';
import type { SecondInstance } from './support/second-instance';
import { expect, test } from './support/test';

// A deposit paid on Stripe Checkout (the `stripe` package pointed at a local stand-in that follows
// Stripe's published API and webhook signatures), by a shop instance whose settings choose Stripe.

let stripe: StripeStandIn;
let shop: SecondInstance;

test.beforeAll(async ({ request }) => {
  stripe = await startStripeStandIn({ notifyTimes: 2 });
  shop = await openShop(request, 'e2e-stripe-instance', {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
  });
  stripe.endpoint = `${shop.baseUrl}/api/payments/stripe/webhook`;
});

test.afterAll(async () => {
  shop.child.kill('SIGTERM');
  await stripe.close();
});

test('in German at 1280 px a traveller books, pays the deposit on Stripe and is confirmed in German', async ({
  page,
}) => {
  await bookInGerman(page, shop, 1280, 2);
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_\w+$/);
  const session = [...stripe.sessions.values()].at(-1)!;
  expect(session.locale).toBe('de');
  await page
    .getByRole('button', { name: `Pay ${(session.amount_total / 100).toFixed(2)} USD` })
    .click();

  await expectConfirmedInGerman(page, 'tour-stripe-confirmed-de-1280');
  await expect(page.getByText(session.client_reference_id!, { exact: true })).toBeVisible();
  // Stripe sent its event twice; the booking was confirmed once, and the second changed nothing.
  expect(stripe.deliveries.map(({ status }) => status)).toEqual([200, 200]);
});

test('in German at 390 px a traveller who gives up on Stripe can pay again, and keeps no guide after the hold', async ({
  page,
}) => {
  await bookInGerman(page, shop, 390, 3);
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_\w+$/);
  await page.getByRole('link', { name: 'Back' }).click();

  await expectGivenUpUntilTheHoldEnds(page, shop, 'tour-stripe-cancelled-de-390');
});
