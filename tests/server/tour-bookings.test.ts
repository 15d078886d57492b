import { todayInSriLanka, dayAfter, valueOf } from './support/guides';
import {
  bookingOf,
  endHold,
  onlyGuide,
  tokenOf,
  TOUR_BOOKINGS_TRANSPORTS,
  guidesFree,
  THREE_DAYS,
  type TourBookingsTransport,
} from './support/tour-bookings';

const HOUR_MS = 3600_000;

describe.each(TOUR_BOOKINGS_TRANSPORTS)(
  'booking a tour, over $name',
  (transport: TourBookingsTransport) => {
    const refusedAs = (status: number, code: string) => (transport.name === 'REST' ? status : code);

    test('a party of four holds a guide and is told its price line by line and how to pay', async () => {
      const guide = await onlyGuide();
      const before = Date.now();
      const { booking, manageUrl } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-07-07', { travellers: 4, guideLanguage: guide.language }),
        ),
      );

      expect(booking).toMatchObject({
        reference: expect.stringMatching(/^TB-\d{4}-\d{6,}$/),
        status: 'held',
        tourId: THREE_DAYS,
        tourTitle: 'Sri Lanka Highlights',
        startDate: '2027-07-07',
        endDate: '2027-07-09',
        travellers: 4,
        currency: 'USD',
        perPerson: 22_500,
        peakSurcharge: 0,
        total: 90_000,
        deposit: 18_000,
        balance: 72_000,
        balanceDueOn: '2027-06-23',
        payment: { provider: 'bank-transfer' },
      });
      expect(booking.payment.instructions).toContain(booking.reference);
      expect(booking.payment.instructions).toContain('$180');
      // A transfer takes days: the guide waits 48 hours for it.
      const holdMs = Date.parse(booking.holdExpiresAt) - before;
      expect(holdMs).toBeGreaterThan(47 * HOUR_MS);
      expect(holdMs).toBeLessThan(49 * HOUR_MS);
      expect(manageUrl).toMatch(/^https?:\/\/[^/]+\/manage-booking\/[\w.-]+$/);
      expect(await guidesFree('2027-07-07', guide.language)).toBe(0);
      expect(await guidesFree('2027-07-10', guide.language)).toBe(1);
    });

    test('in the peak season the surcharge is its own line, and the deposit is of the total', async () => {
      const guide = await onlyGuide();
      const { booking } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-01-10', { guideLanguage: guide.language }),
        ),
      );

      expect(booking).toMatchObject({
        perPerson: 25_000,
        peakSurcharge: 5_000,
        total: 55_000,
        deposit: 11_000,
        balance: 44_000,
      });
    });

    test('when its one guide is held, the day is refused with a clear message', async () => {
      const guide = await onlyGuide();
      const asked = { guideLanguage: guide.language };
      valueOf(await transport.book(bookingOf(THREE_DAYS, '2027-08-03', asked)));
      // A tour of three days from the 5th would share the 5th with the first.
      const overlapping = await transport.book(bookingOf(THREE_DAYS, '2027-08-05', asked));
      const after = await transport.book(bookingOf(THREE_DAYS, '2027-08-06', asked));

      expect(overlapping).toEqual({
        ok: false,
        refusal: refusedAs(409, 'TOUR_NO_GUIDE_FREE'),
        message: 'No guide is free for the whole tour from this day. Please choose another day.',
        fields: undefined,
      });
      expect(after.ok).toBe(true);
    });

    test('the manage link reads the booking; cancelling frees the guide at once', async () => {
      const guide = await onlyGuide();
      const { booking, manageUrl } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-09-14', { guideLanguage: guide.language }),
        ),
      );
      const token = tokenOf(manageUrl);

      expect(valueOf(await transport.manage(token))).toEqual(booking);
      const cancelled = valueOf(await transport.cancel(token));
      expect(cancelled).toEqual({
        ...booking,
        status: 'cancelled',
        refund: { amount: 0, status: 'none' },
      });
      expect(await guidesFree('2027-09-14', guide.language)).toBe(1);
      expect(valueOf(await transport.cancel(token)).status).toBe('cancelled');
    });

    test('an altered or made-up manage link reads nothing and cancels nothing', async () => {
      const guide = await onlyGuide();
      const { manageUrl } = valueOf(
        await transport.book(
          bookingOf(THREE_DAYS, '2027-09-20', { guideLanguage: guide.language }),
        ),
      );
      const token = tokenOf(manageUrl);
      const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const refusal = {
        ok: false,
        refusal: refusedAs(404, 'BOOKING_LINK_INVALID'),
        message: 'This booking link is not valid. Please use the newest link we emailed you.',
      };

      expect(await transport.manage(altered)).toMatchObject(refusal);
      expect(await transport.cancel(altered)).toMatchObject(refusal);
      expect(await transport.manage('not-a-link')).toMatchObject(refusal);
      expect(await guidesFree('2027-09-20', guide.language)).toBe(0);
    });

    test('a hold past its time frees the guide by itself, and reads as expired', async () => {
      const guide = await onlyGuide();
      const asked = { guideLanguage: guide.language };
      const { booking, manageUrl } = valueOf(
        await transport.book(bookingOf(THREE_DAYS, '2027-10-05', asked)),
      );
      // Time passes: the hold ends an hour ago, and no job runs.
      await endHold(booking.reference);

      expect(await guidesFree('2027-10-05', guide.language)).toBe(1);
      expect(valueOf(await transport.manage(tokenOf(manageUrl))).status).toBe('expired');
      expect((await transport.book(bookingOf(THREE_DAYS, '2027-10-05', asked))).ok).toBe(true);
    });

    test('each field is checked on the server, under its name', async () => {
      const soon = dayAfter(todayInSriLanka(), 1);
      const answer = await transport.book(
        bookingOf(THREE_DAYS, soon, { travellers: 11, name: ' ', email: 'anna@', phone: '12' }),
      );

      expect(answer).toMatchObject({
        ok: false,
        refusal: refusedAs(400, 'BAD_USER_INPUT'),
        fields: {
          name: 'Please provide your name.',
          email: 'Please provide a valid email.',
          phone: 'Please provide your phone number.',
          startDate: `The earliest day a tour booked now can start is ${dayAfter(soon, 1)}.`,
          travellers: 'A party of 1 to 10 travellers books online; a larger one asks for a quote.',
        },
      });
    });

    test('a tour that is not booked online is not found; a used form ticket is refused', async () => {
      const guide = await onlyGuide();
      const unknown = await transport.book(bookingOf('no-such-tour', '2027-07-07'));
      const first = bookingOf(THREE_DAYS, '2027-11-02', { guideLanguage: guide.language });
      valueOf(await transport.book(first));
      const again = await transport.book({ ...first, startDate: '2027-11-20' });

      expect(unknown).toMatchObject({
        ok: false,
        refusal: refusedAs(404, 'NOT_FOUND'),
        message: 'No tour has this id.',
      });
      expect(again).toMatchObject({
        ok: false,
        refusal: refusedAs(409, 'BOOKING_TICKET_USED'),
      });
    });

    test("the refusal comes in the traveller's language", async () => {
      const guide = await onlyGuide();
      const asked = { guideLanguage: guide.language };
      valueOf(await transport.book(bookingOf(THREE_DAYS, '2027-12-01', asked)));
      const refused = await transport.book(bookingOf(THREE_DAYS, '2027-12-01', asked), {
        acceptLanguage: 'de',
      });

      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.message).not.toMatch(/No guide is free/);
    });
  },
);
