import { withDatabase } from './database';
import { valueOf } from './guides';
import type { RunningServer } from './server-process';
import {
  bookingOf,
  onlyGuide,
  THREE_DAYS,
  tokenOf,
  TOUR_BOOKINGS_TRANSPORTS,
  type Booked,
} from './tour-bookings';

/** A booking made on a server whose settings choose an online provider, and what became of it. */
export function paidOnline(server: () => RunningServer) {
  const [rest] = TOUR_BOOKINGS_TRANSPORTS;
  const onServer = () => ({ base: server().baseUrl });
  return {
    onServer,
    /** A booking of the only guide who speaks a language of their own. */
    async booked(startDate: string, transport = rest): Promise<Booked & { language: string }> {
      const guide = await onlyGuide();
      const asked = bookingOf(THREE_DAYS, startDate, { guideLanguage: guide.language });
      return { ...valueOf(await transport.book(asked, onServer())), language: guide.language };
    },
    statusOf: async ({ manageUrl }: Booked) =>
      valueOf(await rest.manage(tokenOf(manageUrl), onServer())).status,
    /** The booking's payment link, followed as a browser would not: its redirect is answered. */
    checkoutLink: ({ booking }: Booked) =>
      fetch(`${server().baseUrl}${new URL(booking.payment.url!).pathname}`, { redirect: 'manual' }),
  };
}

/** The payments recorded, and the emails written, for a booking. */
export const recordedFor = (reference: string) =>
  withDatabase(async (db) => {
    const payments = await db.query<{ provider: string; amount: number }>(
      `SELECT p."provider", p."amount" FROM "tour_booking_payments" p
       JOIN "tour_bookings" b ON b."id" = p."booking_id" WHERE b."reference" = $1`,
      [reference],
    );
    const emails = await db.query<{ kind: string }>(
      `SELECT "kind" FROM "outbox" WHERE "subject" LIKE $1 ORDER BY "created_at", "kind"`,
      [`%${reference}%`],
    );
    return { payments: payments.rows, emails: emails.rows.map(({ kind }) => kind) };
  });
