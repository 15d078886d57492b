import { contentEditor, REFUSED_CALLERS } from './support/content';
import { withDatabase } from './support/database';
import { GUIDES_TRANSPORTS, valueOf } from './support/guides';
import {
  balanceByTransfer,
  bookingOf,
  endHold,
  onlyGuide,
  tokenOf,
  TOUR_BOOKINGS_TRANSPORTS,
  guidesFree,
  refusalOver,
  THREE_DAYS,
  type TourBookingsTransport,
} from './support/tour-bookings';

const guideToken = async () => (await contentEditor()).token;

const paymentsOf = (reference: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ provider: string; kind: string; amount: number }>(
      `SELECT p."provider", p."kind", p."amount" FROM "tour_booking_payments" p
       JOIN "tour_bookings" b ON b."id" = p."booking_id" WHERE b."reference" = $1`,
      [reference],
    );
    return rows;
  });

describe.each(TOUR_BOOKINGS_TRANSPORTS)(
  'a deposit by bank transfer, over $name',
  (transport: TourBookingsTransport) => {
    const refusedAs = (status: number, code: string) => (transport.name === 'REST' ? status : code);

    test.each(REFUSED_CALLERS)(
      'is recorded by no one but a tour guide: not $name',
      async ({ token, expected }) => {
        const guide = await onlyGuide();
        const { booking } = valueOf(
          await transport.book(
            bookingOf(THREE_DAYS, '2027-06-01', { guideLanguage: guide.language }),
          ),
        );
        const refused = await transport.recordDeposit(booking.reference, { token: await token() });

        expect(refused).toMatchObject({
          ok: false,
          refusal: refusalOver(transport, expected),
        });
        expect(await paymentsOf(booking.reference)).toEqual([]);
      },
    );

    test('recorded, the booking is confirmed and keeps its guide past the hold; twice records once', async () => {
      const guide = await onlyGuide();
      const token = await guideToken();
      const { booking, manageUrl } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-06-08', { guideLanguage: guide.language }),
        ),
      );

      const confirmed = valueOf(await transport.recordDeposit(booking.reference, { token }));
      const again = valueOf(
        await transport.recordDeposit(booking.reference.toLowerCase(), { token }),
      );
      await endHold(booking.reference);

      expect(confirmed).toEqual({
        ...booking,
        status: 'confirmed',
        paid: booking.deposit,
        payment: balanceByTransfer(booking),
        // Cancelled now, months ahead: all of it back but the processing fee (3 %).
        refundIfCancelled: booking.deposit - Math.round(booking.deposit * 0.03),
      });
      expect(again).toEqual(confirmed);
      expect(await paymentsOf(booking.reference)).toEqual([
        { provider: 'bank-transfer', kind: 'deposit', amount: booking.deposit },
      ]);
      expect(await guidesFree('2027-06-08', guide.language)).toBe(0);
      expect(valueOf(await transport.manage(tokenOf(manageUrl))).status).toBe('confirmed');
    });

    test('a transfer after the hold ended takes another free guide, or says none is left', async () => {
      const guide = await onlyGuide();
      const token = await guideToken();
      const asked = { guideLanguage: guide.language };
      const { booking: late } = valueOf(
        await transport.book(bookingOf(THREE_DAYS, '2027-06-15', asked)),
      );
      await endHold(late.reference);
      valueOf(await transport.book(bookingOf(THREE_DAYS, '2027-06-16', asked)));

      const refused = await transport.recordDeposit(late.reference, { token });
      expect(refused).toMatchObject({
        ok: false,
        refusal: refusedAs(409, 'TOUR_GUIDE_TAKEN'),
        message:
          'The hold had ended and no guide is free for these days any more: refund the transfer or agree on other days with the traveller.',
      });
      expect(await paymentsOf(late.reference)).toEqual([]);

      valueOf(
        await GUIDES_TRANSPORTS[0].add(token, {
          name: 'Second Guide',
          languages: [guide.language],
        }),
      );
      expect(valueOf(await transport.recordDeposit(late.reference, { token })).status).toBe(
        'confirmed',
      );
      expect(await guidesFree('2027-06-15', guide.language)).toBe(0);
    });

    test('a cancelled booking or an unknown reference records nothing', async () => {
      const guide = await onlyGuide();
      const token = await guideToken();
      const { booking, manageUrl } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-06-22', { guideLanguage: guide.language }),
        ),
      );
      valueOf(await transport.cancel(tokenOf(manageUrl)));

      expect(await transport.recordDeposit(booking.reference, { token })).toMatchObject({
        ok: false,
        refusal: refusedAs(409, 'TOUR_BOOKING_CANCELLED'),
      });
      expect(await transport.recordDeposit('TB-1999-000001', { token })).toMatchObject({
        ok: false,
        refusal: refusedAs(404, 'NOT_FOUND'),
        message: 'No tour booking has this reference.',
      });
      expect(await paymentsOf(booking.reference)).toEqual([]);
    });

    test("the company's list shows the tours to come, the soonest first, each with its guide", async () => {
      const guide = await onlyGuide();
      const token = await guideToken();
      const asked = { guideLanguage: guide.language };
      const { booking: later } = valueOf(
        await transport.book(bookingOf(THREE_DAYS, '2027-07-20', asked)),
      );
      const { booking: sooner } = valueOf(
        await transport.book(bookingOf(THREE_DAYS, '2027-07-13', asked)),
      );
      valueOf(await transport.recordDeposit(later.reference, { token }));

      const listed = valueOf(await transport.upcoming({ token }));
      const ours = listed.filter(({ reference }) =>
        [sooner.reference, later.reference].includes(reference),
      );
      // No pickup is set until the company sets one.
      const company = { guideId: guide.id, guideName: 'Sunil Bandara', pickupTime: null };
      expect(ours).toEqual([
        { ...sooner, ...company, pickupPlace: null },
        {
          ...later,
          status: 'confirmed',
          paid: later.deposit,
          payment: balanceByTransfer(later),
          refundIfCancelled: later.deposit - Math.round(later.deposit * 0.03),
          ...company,
          pickupPlace: null,
        },
      ]);
      const starts = listed.map(({ startDate }) => startDate);
      expect(starts).toEqual([...starts].sort());
    });

    test.each(REFUSED_CALLERS)(
      "the company's list is kept from $name",
      async ({ token, expected }) => {
        expect(await transport.upcoming({ token: await token() })).toMatchObject({
          ok: false,
          refusal: refusalOver(transport, expected),
        });
      },
    );
  },
);
