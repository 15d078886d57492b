import { startPayHereStandIn, type PayHereStandIn } from '../support/payhere-stand-in';
import { paidOnline, recordedFor } from './support/paid-online';
import { valueOf } from './support/guides';
import { request } from './support/http';
import { serverBeside } from './support/server-beside';
import {
  bookingOf,
  endHold,
  guidesFree,
  tokenOf,
  THREE_DAYS,
  TOUR_BOOKINGS_TRANSPORTS,
  type Booked,
} from './support/tour-bookings';

/**
 * Deposits paid on PayHere's checkout (a local stand-in that follows PayHere's published
 * protocol): only PayHere's signed notification confirms a booking, once.
 */
let payHere: PayHereStandIn;
beforeAll(async () => {
  payHere = await startPayHereStandIn({ notifyTimes: 0 });
});
afterAll(() => payHere.close());
const server = serverBeside(() => ({
  PAYHERE_MERCHANT_ID: payHere.merchantId,
  PAYHERE_MERCHANT_SECRET: payHere.merchantSecret,
  PAYHERE_CHECKOUT_URL: payHere.checkoutUrl,
}));
const { onServer, booked, statusOf, checkoutLink } = paidOnline(server);

/** The traveller follows the booking's payment link: its page posts the signed form to PayHere. */
async function checkoutOf({ booking }: Booked): Promise<Record<string, string>> {
  const page = await request('GET', new URL(booking.payment.url!).pathname, onServer());
  const form = /<form [^>]*action="([^"]+)"/.exec(page.text)![1];
  const fields = Object.fromEntries(
    [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')],
    ),
  );
  const posted = await fetch(form, { method: 'POST', body: new URLSearchParams(fields) });
  expect(posted.status).toBe(200);
  return payHere.checkouts.at(-1)!;
}

describe.each(TOUR_BOOKINGS_TRANSPORTS)('a booking paid on PayHere, over $name', (transport) => {
  test('holds its guide for 15 minutes and leads to PayHere with a form signed for its deposit', async () => {
    const before = Date.now();
    const made = await booked('2027-07-01', transport);
    const checkout = await checkoutOf(made);

    const { booking } = made;
    const site = new URL(made.manageUrl).origin;
    const held = Date.parse(booking.holdExpiresAt) - before;
    expect(booking.status).toBe('held');
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThan(16 * 60_000);
    expect(booking.payment).toMatchObject({
      provider: 'payhere',
      url: `${site}/api/tour-bookings/manage/${tokenOf(made.manageUrl)}/checkout`,
    });
    expect(booking.payment.instructions ?? null).toBeNull();
    expect(checkout).toMatchObject({
      order_id: booking.reference,
      amount: (booking.deposit / 100).toFixed(2),
      currency: 'USD',
      notify_url: `${site}/api/payments/payhere/notify`,
      return_url: `${made.manageUrl}?payment=done`,
      cancel_url: `${made.manageUrl}?payment=cancelled`,
      email: booking.email,
    });
  });
});

describe('PayHere’s notification', () => {
  test('confirms the booking once, however often it arrives, and keeps its guide past the hold', async () => {
    const made = await booked('2027-07-08');
    const checkout = await checkoutOf(made);

    const answers = [await payHere.notify(checkout), await payHere.notify(checkout)];
    await endHold(made.booking.reference);

    expect(answers).toEqual([200, 200]);
    expect(await statusOf(made)).toBe('confirmed');
    expect(await recordedFor(made.booking.reference)).toEqual({
      payments: [{ provider: 'payhere', amount: made.booking.deposit }],
      emails: ['tour-booking-held', 'tour-booking-notification', 'tour-booking-confirmed'],
    });
    expect(await guidesFree('2027-07-08', made.language)).toBe(0);
  });

  type Forgery = (body: Record<string, string>) => void;
  test.each<[string, string, Forgery]>([
    ['signed with another secret', '2', (body) => (body.md5sig = '0'.repeat(32))],
    ['with its amount changed after signing', '2', (body) => (body.payhere_amount = '1.00')],
    ['with its status changed after signing', '0', (body) => (body.status_code = '2')],
    ['from another merchant', '2', (body) => (body.merchant_id = '1211149')],
  ])('%s is refused and confirms nothing', async (_name, status, forge) => {
    const made = await booked('2027-07-15');
    const checkout = await checkoutOf(made);

    const answer = await payHere.notify(checkout, { status, forge });

    expect(answer).toBe(400);
    expect(await statusOf(made)).toBe('held');
    expect((await recordedFor(made.booking.reference)).payments).toEqual([]);
  });

  test('of a payment that is not the deposit is refused; one still pending confirms nothing', async () => {
    const made = await booked('2027-07-22');
    const checkout = await checkoutOf(made);

    const other = await payHere.notify(checkout, { amount: '1.00' });
    const pending = await payHere.notify(checkout, { status: '0' });

    expect([other, pending]).toEqual([409, 200]);
    expect(await statusOf(made)).toBe('held');
    expect((await recordedFor(made.booking.reference)).payments).toEqual([]);
  });
});

describe('a traveller who does not pay', () => {
  test('keeps no guide after the hold, and the payment link then leads back to the booking', async () => {
    const made = await booked('2027-08-02');
    await checkoutOf(made);

    await endHold(made.booking.reference);
    const link = await checkoutLink(made);

    expect(await guidesFree('2027-08-02', made.language)).toBe(1);
    expect(await statusOf(made)).toBe('expired');
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(made.manageUrl);
  });

  test('who pays after another party took the guide is recorded, and the company is told to settle it', async () => {
    const late = await booked('2027-08-09');
    const checkout = await checkoutOf(late);
    await endHold(late.booking.reference);
    const asked = bookingOf(THREE_DAYS, '2027-08-09', { guideLanguage: late.language });
    valueOf(await TOUR_BOOKINGS_TRANSPORTS[0].book(asked, onServer()));

    expect(await payHere.notify(checkout)).toBe(200);

    expect(await statusOf(late)).toBe('expired');
    expect(await recordedFor(late.booking.reference)).toEqual({
      payments: [{ provider: 'payhere', amount: late.booking.deposit }],
      emails: ['tour-booking-held', 'tour-booking-notification', 'tour-booking-notification'],
    });
  });
});

test('the balance of a booking confirmed on PayHere is paid from the same link, once, and pays it in full', async () => {
  const made = await booked('2027-08-23');
  expect(await payHere.notify(await checkoutOf(made))).toBe(200);

  const balance = await checkoutOf(made);
  const { booking } = made;
  const answers = [await payHere.notify(balance), await payHere.notify(balance)];

  expect(balance).toMatchObject({
    order_id: booking.reference,
    amount: ((booking.total - booking.deposit) / 100).toFixed(2),
    return_url: `${made.manageUrl}?payment=done&part=balance`,
  });
  expect(answers).toEqual([200, 200]);
  expect(await recordedFor(booking.reference)).toMatchObject({
    payments: [
      { provider: 'payhere', amount: booking.deposit },
      { provider: 'payhere', amount: booking.total - booking.deposit },
    ],
    emails: expect.arrayContaining(['tour-booking-paid-in-full']),
  });
  const paidInFull = valueOf(
    await TOUR_BOOKINGS_TRANSPORTS[0].manage(tokenOf(made.manageUrl), onServer()),
  );
  expect(paidInFull).toMatchObject({ status: 'confirmed', paid: booking.total });
  expect((await checkoutLink(made)).status).toBe(303);
});
