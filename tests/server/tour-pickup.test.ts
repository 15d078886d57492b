import { valueOf } from './support/answers';
import { contentEditor, REFUSED_CALLERS } from './support/content';
import { withDatabase } from './support/database';
import { dayAfter, todayInSriLanka } from './support/guides';
import { PICKUP_TRANSPORTS } from './support/tour-pickup';
import {
  bookingOf,
  onlyGuide,
  refusalOver,
  THREE_DAYS,
  TOUR_BOOKINGS_TRANSPORTS,
} from './support/tour-bookings';

const guideToken = async () => (await contentEditor()).token;

/** A booking's pickup as stored (the company's list shows only the 500 soonest bookings). */
const storedPickup = (reference: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `SELECT pickup_time, pickup_place FROM tour_bookings WHERE reference = $1`,
      [reference],
    );
    return rows[0];
  });

/** A booking of its own guide, far enough ahead that no other test's days meet it. */
async function aBooking(): Promise<string> {
  const guide = await onlyGuide();
  const start = dayAfter(todayInSriLanka(), 200 + Math.floor(Math.random() * 300));
  const asked = bookingOf(THREE_DAYS, start, { guideLanguage: guide.language });
  return valueOf(await TOUR_BOOKINGS_TRANSPORTS[0].book(asked)).booking.reference;
}

describe.each(PICKUP_TRANSPORTS)('$name', (transport) => {
  test.each(REFUSED_CALLERS)(
    "setting a booking's pickup is refused to $name, and nothing changes",
    async ({ token, expected }) => {
      const reference = await aBooking();
      const set = await transport.set(
        reference,
        { time: '07:30', place: 'Galle Face' },
        {
          token: await token(),
        },
      );
      expect(set).toMatchObject({ refusal: refusalOver(transport, expected) });
      expect(await storedPickup(reference)).toEqual({ pickup_time: null, pickup_place: null });
    },
  );

  test('a tour guide sets, then clears, a booking’s pickup; a time not written HH:MM is refused', async () => {
    const token = await guideToken();
    const reference = await aBooking();
    const set = valueOf(
      await transport.set(
        reference,
        { time: '07:30', place: ' Cinnamon Grand, Colombo ' },
        { token },
      ),
    );
    expect(set).toMatchObject({ pickupTime: '07:30', pickupPlace: 'Cinnamon Grand, Colombo' });
    expect(await transport.set(reference, { time: '7h30', place: null }, { token })).toMatchObject({
      refusal: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      fields: { time: 'Time must be written as hours and minutes, like 09:30.' },
    });
    const cleared = valueOf(await transport.set(reference, { time: '', place: null }, { token }));
    expect(cleared).toMatchObject({ pickupTime: null, pickupPlace: null });
  });
});
