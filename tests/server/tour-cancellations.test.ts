import { formatMoney } from '@lanka-tours/shared/money';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { contentEditor, REFUSED_CALLERS } from './support/content';
import { withDatabase } from './support/database';
import { dayAfter, todayInSriLanka, valueOf } from './support/guides';
import {
  bookingOf,
  onlyGuide,
  tokenOf,
  TOUR_BOOKINGS_TRANSPORTS,
  guidesFree,
  refusalOver,
  THREE_DAYS,
  type TourBookingsTransport,
} from './support/tour-bookings';

/**
 * The FAQ's cancellation policy, worked out by the server: 14 days or more before the tour's first
 * day, all that was paid comes back but the processing fee (CANCELLATION_FEE_PERCENT, 3 % unset);
 * 7 to 13 days, half; under 7 days, nothing.
 */
const guideToken = async () => (await contentEditor()).token;

/** A booking `days` ahead of its only guide, paid by a transfer a tour guide recorded. */
async function paidBooking(transport: TourBookingsTransport, days: number) {
  const guide = await onlyGuide();
  const startDate = dayAfter(todayInSriLanka(), days);
  const asked = bookingOf(THREE_DAYS, startDate, { guideLanguage: guide.language });
  const { booking, manageUrl } = valueOf(await transport.book(asked));
  valueOf(await transport.recordDeposit(booking.reference, { token: await guideToken() }));
  return { booking, token: tokenOf(manageUrl), startDate, language: guide.language };
}

const emailsAbout = (reference: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ kind: string; to_address: string; text: string }>(
      `SELECT "kind", "to_address", "text" FROM "outbox" WHERE "subject" LIKE $1
       ORDER BY "created_at", "kind"`,
      [`%${reference}%`],
    );
    return rows;
  });

describe.each(TOUR_BOOKINGS_TRANSPORTS)('cancelling a paid booking, over $name', (transport) => {
  test.each([
    { days: 14, refund: (paid: number) => paid - Math.round(paid * 0.03) },
    { days: 13, refund: (paid: number) => Math.floor(paid / 2) },
    { days: 7, refund: (paid: number) => Math.floor(paid / 2) },
    { days: 6, refund: () => 0 },
  ])(
    '$days days before the first day, its traveller gets back what the policy gives, and the guide is free',
    async ({ days, refund }) => {
      const { booking, token, startDate, language } = await paidBooking(transport, days);
      const expected = refund(booking.deposit);

      const before = valueOf(await transport.manage(token));
      const cancelled = valueOf(await transport.cancel(token));
      const again = valueOf(await transport.cancel(token));

      expect(before).toMatchObject({ status: 'confirmed', refundIfCancelled: expected });
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        paid: booking.deposit,
        refundIfCancelled: 0,
        refund: { amount: expected, status: expected ? 'due' : 'none' },
      });
      expect(again).toEqual(cancelled);
      expect(await guidesFree(startDate, language)).toBe(1);
    },
  );

  test('a tour guide cancels one for the company, and the traveller is told what comes back', async () => {
    const { booking, token } = await paidBooking(transport, 30);
    const refund = booking.deposit - Math.round(booking.deposit * 0.03);

    const cancelled = valueOf(
      await transport.companyCancel(booking.reference.toLowerCase(), {
        token: await guideToken(),
      }),
    );

    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { amount: refund } });
    expect(valueOf(await transport.manage(token)).status).toBe('cancelled');
    const emails = await emailsAbout(booking.reference);
    expect(emails.map(({ kind }) => kind).slice(-2)).toEqual([
      'tour-booking-cancelled',
      'tour-booking-notification',
    ]);
    const money = (cents: number) => formatMoney(cents, 'USD', INTL_LOCALES.en);
    expect(emails.at(-2)!.text).toContain(
      `By our cancellation policy we refund ${money(refund)} of the ${money(booking.deposit)} you paid.`,
    );
  });

  test.each(REFUSED_CALLERS)(
    'is done for the company by no one but a tour guide: not $name',
    async ({ token, expected }) => {
      const { booking, token: link } = await paidBooking(transport, 30);

      const refused = await transport.companyCancel(booking.reference, { token: await token() });

      expect(refused).toMatchObject({
        ok: false,
        refusal: refusalOver(transport, expected),
      });
      expect(valueOf(await transport.manage(link)).status).toBe('confirmed');
    },
  );
});

test('an unpaid booking cancelled by its traveller owes nothing and sends no email', async () => {
  const [transport] = TOUR_BOOKINGS_TRANSPORTS;
  const guide = await onlyGuide();
  const asked = bookingOf(THREE_DAYS, dayAfter(todayInSriLanka(), 20), {
    guideLanguage: guide.language,
  });
  const { booking, manageUrl } = valueOf(await transport.book(asked));

  const cancelled = valueOf(await transport.cancel(tokenOf(manageUrl)));

  expect(cancelled).toMatchObject({ paid: 0, refund: { amount: 0, status: 'none' } });
  expect((await emailsAbout(booking.reference)).map(({ kind }) => kind)).toEqual([
    'tour-booking-held',
    'tour-booking-notification',
  ]);
});
