import { startStripeStandIn, type Forgery, type StripeStandIn } from '../support/stripe-stand-in';
import { valueOf } from './support/guides';
import { paidOnline, recordedFor } from './support/paid-online';
import { serverBeside } from './support/server-beside';
import {
  endHold,
  guidesFree,
  tokenOf,
  TOUR_BOOKINGS_TRANSPORTS,
  type Booked,
} from './support/tour-bookings';

/**
 * Deposits paid on Stripe Checkout, through the `stripe` package pointed at a local stand-in that
 * follows Stripe's published API and webhook signatures: only Stripe's signed event confirms a
 * booking, once.
 */
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn({ notifyTimes: 0 });
});
afterAll(() => stripe.close());
const server = serverBeside(() => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.apiUrl,
}));
beforeAll(() => {
  stripe.endpoint = `${server().baseUrl}/api/payments/stripe/webhook`;
});
const { booked, statusOf, checkoutLink, onServer } = paidOnline(server);

/** The traveller follows the booking's payment link: on to the session Stripe made for it. */
async function sessionOf(made: Booked) {
  const link = await checkoutLink(made);
  expect(link.status).toBe(303);
  const sessionId = /\/c\/pay\/(\w+)$/.exec(link.headers.get('location') ?? '')?.[1] ?? '';
  return stripe.sessions.get(sessionId)!;
}

describe.each(TOUR_BOOKINGS_TRANSPORTS)('a booking paid on Stripe, over $name', (transport) => {
  test('holds its guide for 15 minutes and leads to a Checkout Session for its deposit', async () => {
    const before = Date.now();
    const made = await booked('2027-09-01', transport);
    const session = await sessionOf(made);
    const again = await sessionOf(made);

    const { booking, manageUrl } = made;
    const held = Date.parse(booking.holdExpiresAt) - before;
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThan(16 * 60_000);
    expect(booking.payment).toMatchObject({
      provider: 'stripe',
      url: `${new URL(manageUrl).origin}/api/tour-bookings/manage/${tokenOf(manageUrl)}/checkout`,
    });
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: booking.deposit,
      currency: 'usd',
      client_reference_id: booking.reference,
      customer_email: booking.email,
      locale: 'en',
      success_url: `${manageUrl}?payment=done`,
      cancel_url: `${manageUrl}?payment=cancelled`,
    });
    // Asked again, the same session: Stripe answers an idempotent request once.
    expect(again.id).toBe(session.id);
  });
});

/** The session as Stripe holds it once paid. */
const paid = (session: ReturnType<typeof stripe.sessions.get> & object) => ({
  ...session,
  status: 'complete' as const,
  payment_status: 'paid' as const,
  payment_intent: `pi_test_${session.id.slice(-24)}`,
});

describe('Stripe’s event', () => {
  test('confirms the booking once, however often it arrives, and keeps its guide past the hold', async () => {
    const made = await booked('2027-09-08');
    const session = paid(await sessionOf(made));

    const answers = [await stripe.deliver(session), await stripe.deliver(session)];
    await endHold(made.booking.reference);

    expect(answers).toEqual([200, 200]);
    expect(await statusOf(made)).toBe('confirmed');
    expect(await recordedFor(made.booking.reference)).toEqual({
      payments: [{ provider: 'stripe', amount: made.booking.deposit }],
      emails: ['tour-booking-held', 'tour-booking-notification', 'tour-booking-confirmed'],
    });
    expect(await guidesFree('2027-09-08', made.language)).toBe(0);
  });

  test.each<[string, Forgery]>([
    ['signed with another secret', { secret: 'whsec_0123456789abcdef0123456789abcdef' }],
    ['not signed at all', { header: '' }],
    [
      'with its amount changed after signing',
      { body: (signed) => signed.replace(/"amount_total":\d+/, '"amount_total":100') },
    ],
  ])('%s is refused and confirms nothing', async (_name, forge) => {
    const made = await booked('2027-09-15');
    const session = paid(await sessionOf(made));

    expect(await stripe.deliver(session, forge)).toBe(400);
    expect(await statusOf(made)).toBe('held');
    expect((await recordedFor(made.booking.reference)).payments).toEqual([]);
  });

  test('of an unpaid session, sent as paid after signing, is refused and confirms nothing', async () => {
    const made = await booked('2027-09-22');
    const unpaid = await sessionOf(made);

    const status = await stripe.deliver(unpaid, {
      body: (signed) => signed.replace('"payment_status":"unpaid"', '"payment_status":"paid"'),
    });

    expect(status).toBe(400);
    expect(await statusOf(made)).toBe('held');
    expect((await recordedFor(made.booking.reference)).payments).toEqual([]);
  });

  test('of a payment that is not the deposit is refused; an unpaid session confirms nothing', async () => {
    const made = await booked('2027-09-29');
    const session = await sessionOf(made);

    const other = await stripe.deliver({ ...paid(session), amount_total: 100 });
    const unpaid = await stripe.deliver(session);

    expect([other, unpaid]).toEqual([409, 200]);
    expect(await statusOf(made)).toBe('held');
    expect((await recordedFor(made.booking.reference)).payments).toEqual([]);
  });
});

test('a traveller who does not pay keeps no guide after the hold, and the link leads back', async () => {
  const made = await booked('2027-10-04');
  await sessionOf(made);

  await endHold(made.booking.reference);
  const link = await checkoutLink(made);

  expect(await guidesFree('2027-10-04', made.language)).toBe(1);
  expect(await statusOf(made)).toBe('expired');
  expect(link.status).toBe(303);
  expect(link.headers.get('location')).toBe(made.manageUrl);
  expect(valueOf(await TOUR_BOOKINGS_TRANSPORTS[0].manage(tokenOf(made.manageUrl))).paid).toBe(0);
});

describe('a booking paid on Stripe and cancelled', () => {
  test('is refunded through Stripe by the policy, once', async () => {
    const made = await booked('2027-10-11');
    const session = paid(await sessionOf(made));
    await stripe.deliver(session);

    const cancelled = valueOf(
      await TOUR_BOOKINGS_TRANSPORTS[1].cancel(tokenOf(made.manageUrl), onServer()),
    );
    const again = valueOf(
      await TOUR_BOOKINGS_TRANSPORTS[0].cancel(tokenOf(made.manageUrl), onServer()),
    );

    const refund = made.booking.deposit - Math.round(made.booking.deposit * 0.03);
    expect(cancelled.refund).toEqual({ amount: refund, status: 'refunded' });
    expect(again.refund).toEqual(cancelled.refund);
    expect(
      stripe.refunds.filter(({ payment_intent }) => payment_intent === session.payment_intent),
    ).toEqual([expect.objectContaining({ amount: refund })]);
  });

  test('whose refund Stripe refuses keeps it due, for the company to pay back', async () => {
    const made = await booked('2027-10-18');
    await stripe.deliver(paid(await sessionOf(made)));
    stripe.refuseRefunds = true;

    const cancelled = valueOf(
      await TOUR_BOOKINGS_TRANSPORTS[0].cancel(tokenOf(made.manageUrl), onServer()),
    );
    stripe.refuseRefunds = false;

    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { status: 'due' } });
    expect(cancelled.refund!.amount).toBeGreaterThan(0);
  });
});

describe('the balance of a booking confirmed on Stripe', () => {
  /** A booking whose deposit Stripe has confirmed, and its sessions. */
  async function confirmedOn(startDate: string) {
    const made = await booked(startDate);
    const deposit = paid(await sessionOf(made));
    expect(await stripe.deliver(deposit)).toBe(200);
    return { made, deposit };
  }

  test('is paid on a session of its own from the same link, which pays the booking in full, once', async () => {
    const { made, deposit } = await confirmedOn('2027-10-25');
    const { booking } = made;
    const confirmed = valueOf(
      await TOUR_BOOKINGS_TRANSPORTS[1].manage(tokenOf(made.manageUrl), onServer()),
    );
    const balance = paid(await sessionOf(made));

    expect(confirmed).toMatchObject({ status: 'confirmed', paid: booking.deposit });
    expect(confirmed.payment.url).toBe(booking.payment.url);
    expect(balance).toMatchObject({
      amount_total: booking.total - booking.deposit,
      client_reference_id: booking.reference,
      success_url: `${made.manageUrl}?payment=done&part=balance`,
      cancel_url: `${made.manageUrl}?payment=cancelled&part=balance`,
    });
    expect(balance.id).not.toBe(deposit.id);
    const answers = [
      await stripe.deliver(balance),
      await stripe.deliver(balance),
      await stripe.deliver(deposit),
    ];

    expect(answers).toEqual([200, 200, 200]);
    expect(
      valueOf(await TOUR_BOOKINGS_TRANSPORTS[0].manage(tokenOf(made.manageUrl), onServer())),
    ).toMatchObject({
      status: 'confirmed',
      paid: booking.total,
    });
    expect(await recordedFor(booking.reference)).toEqual({
      payments: [
        { provider: 'stripe', amount: booking.deposit },
        { provider: 'stripe', amount: booking.total - booking.deposit },
      ],
      emails: [
        'tour-booking-held',
        'tour-booking-notification',
        'tour-booking-confirmed',
        'tour-booking-paid-in-full',
      ],
    });
    // Paid in full, the link leads back to the booking.
    const link = await checkoutLink(made);
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(made.manageUrl);
  });

  test('is refused when the payment is not the balance, and nothing is recorded', async () => {
    const { made } = await confirmedOn('2027-11-01');
    const balance = paid(await sessionOf(made));

    expect(await stripe.deliver({ ...balance, amount_total: balance.amount_total! - 1 })).toBe(409);
    expect((await recordedFor(made.booking.reference)).payments).toHaveLength(1);
  });

  test('paid, then cancelled: the refund goes back through the balance first, then the deposit', async () => {
    const { made, deposit } = await confirmedOn('2027-11-08');
    const balance = paid(await sessionOf(made));
    await stripe.deliver(balance);

    const cancelled = valueOf(
      await TOUR_BOOKINGS_TRANSPORTS[0].cancel(tokenOf(made.manageUrl), onServer()),
    );

    const { total, deposit: depositAmount } = made.booking;
    const refund = total - Math.round(total * 0.03);
    expect(cancelled.refund).toEqual({ amount: refund, status: 'refunded' });
    const refunded = (intent: string | null | undefined) =>
      stripe.refunds
        .filter(({ payment_intent }) => payment_intent === intent)
        .map(({ amount }) => amount);
    expect(refunded(balance.payment_intent)).toEqual([total - depositAmount]);
    expect(refunded(deposit.payment_intent)).toEqual([refund - (total - depositAmount)]);
  });
});
