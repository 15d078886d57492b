import { graphqlAnswer, restAnswer, type Answer, type Caller } from './answers';
import { withDatabase } from './database';
import { agedFormTicket } from './form-tickets';
import { GUIDES_TRANSPORTS, unusedLanguage, valueOf } from './guides';
import { visitorIp } from './visitor';

// What a client reads, written down from the API's description rather than the server's types.

export interface TourBooking {
  reference: string;
  status: 'held' | 'expired' | 'confirmed' | 'cancelled';
  tourId: string;
  tourTitle: string;
  tourDays: number;
  startDate: string;
  endDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  language: string;
  guideLanguage: string | null;
  message: string;
  currency: string;
  perPerson: number;
  peakSurcharge: number;
  total: number;
  deposit: number;
  balance: number;
  balanceDueOn: string;
  holdExpiresAt: string;
  payment: { provider: string; url?: string | null; instructions?: string | null };
  paid: number;
  refundIfCancelled: number;
  refund: { amount: number; status: 'due' | 'none' } | null;
}

export interface Booked {
  booking: TourBooking;
  manageUrl: string;
}

export interface BookingAsked {
  tourId: string;
  startDate: string;
  travellers: unknown;
  name: string;
  email: string;
  phone: string;
  language?: string;
  guideLanguage?: string;
  message?: string;
  formTicket: string;
}

export interface TourBookingsTransport {
  name: 'REST' | 'GraphQL';
  book(asked: BookingAsked, caller?: Caller): Promise<Answer<Booked>>;
  manage(token: string, caller?: Caller): Promise<Answer<TourBooking>>;
  cancel(token: string, caller?: Caller): Promise<Answer<TourBooking>>;
  recordDeposit(reference: string, caller?: Caller): Promise<Answer<TourBooking>>;
  companyCancel(reference: string, caller?: Caller): Promise<Answer<TourBooking>>;
  upcoming(caller?: Caller): Promise<Answer<CompanyTourBooking[]>>;
}

/** A booking as the company lists it, with its guide. */
export interface CompanyTourBooking extends TourBooking {
  guideId: string | null;
  guideName: string | null;
  pickupTime: string | null;
  pickupPlace: string | null;
}

const BOOKING = `reference status tourId tourTitle tourDays startDate endDate travellers name email
  phone language guideLanguage message currency perPerson peakSurcharge total deposit balance
  balanceDueOn holdExpiresAt payment { provider url instructions } paid refundIfCancelled
  refund { amount status }`;

/** A visitor of their own: per-address limits never meet between tests. */
const visitor = (caller: Caller = {}): Caller => ({ ip: visitorIp(), ...caller });

export const TOUR_BOOKINGS_TRANSPORTS: TourBookingsTransport[] = [
  {
    name: 'REST',
    async book(asked, caller) {
      const answer = await restAnswer<TourBooking & { manageUrl: string }>(
        'POST',
        '/tour-bookings',
        undefined,
        visitor(caller),
        asked,
      );
      if (!answer.ok) return answer;
      const { manageUrl, ...booking } = answer.value;
      return { ok: true, value: { booking, manageUrl } };
    },
    manage: (token, caller) =>
      restAnswer('GET', `/tour-bookings/manage/${token}`, 'booking', visitor(caller)),
    cancel: (token, caller) =>
      restAnswer('POST', `/tour-bookings/manage/${token}/cancel`, 'booking', visitor(caller)),
    recordDeposit: (reference, caller) =>
      restAnswer('POST', `/tour-bookings/${reference}/deposit`, 'booking', visitor(caller)),
    companyCancel: (reference, caller) =>
      restAnswer('POST', `/tour-bookings/${reference}/cancel`, 'booking', visitor(caller)),
    upcoming: (caller) => restAnswer('GET', '/tour-bookings', 'bookings', visitor(caller)),
  },
  {
    name: 'GraphQL',
    book: (asked, caller) =>
      graphqlAnswer(
        `mutation ($input: BookTourInput!) {
          bookTour(input: $input) { booking { ${BOOKING} } manageUrl } }`,
        { input: asked },
        visitor(caller),
      ),
    manage: (manageToken, caller) =>
      graphqlAnswer(
        `query ($manageToken: String!) { tourBooking(manageToken: $manageToken) { ${BOOKING} } }`,
        { manageToken },
        visitor(caller),
      ),
    cancel: (manageToken, caller) =>
      graphqlAnswer(
        `mutation ($manageToken: String!) {
          cancelTourBooking(manageToken: $manageToken) { ${BOOKING} } }`,
        { manageToken },
        visitor(caller),
      ),
    recordDeposit: (reference, caller) =>
      graphqlAnswer(
        `mutation ($reference: String!) {
          recordTourDeposit(reference: $reference) { ${BOOKING} } }`,
        { reference },
        visitor(caller),
      ),
    companyCancel: (reference, caller) =>
      graphqlAnswer(
        `mutation ($reference: String!) {
          cancelTourBookingForCompany(reference: $reference) { ${BOOKING} } }`,
        { reference },
        visitor(caller),
      ),
    upcoming: (caller) =>
      graphqlAnswer(
        `{ upcomingTourBookings { ${BOOKING} guideId guideName pickupTime pickupPlace } }`,
        {},
        visitor(caller),
      ),
  },
];

/** A tour of three days at 250, 225 and 200 dollars a person, 10 % more December to March. */
export const THREE_DAYS = 'highlights-3';

/** How many guides who speak `language` are free for the three-day tour from `day`. */
export async function guidesFree(day: string, language: string): Promise<number> {
  const asked = { from: day, to: day, travellers: 2, guideLanguage: language };
  return valueOf(await GUIDES_TRANSPORTS[0].availability(THREE_DAYS, asked))[0].guidesFree;
}

/** How a transport refuses a caller the access rules turn away (REFUSED_CALLERS' `expected`). */
export const refusalOver = (transport: { name: 'REST' | 'GraphQL' }, expected: number) =>
  transport.name === 'REST' ? expected : expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';

/** A traveller's booking of `tourId` from `startDate`, with a fresh form ticket. */
export function bookingOf(
  tourId: string,
  startDate: string,
  more: Partial<BookingAsked> = {},
): BookingAsked {
  return {
    tourId,
    startDate,
    travellers: 2,
    name: 'Anna Schmidt',
    email: 'anna.schmidt@example.test',
    phone: '+49 30 1234567',
    formTicket: agedFormTicket(),
    ...more,
  };
}

/** The token at the end of a manage link. */
export const tokenOf = (manageUrl: string) => manageUrl.slice(manageUrl.lastIndexOf('/') + 1);

/** A guide who alone speaks a language of their own, so a test books only them. */
export async function onlyGuide(): Promise<{ id: string; language: string }> {
  const language = await unusedLanguage();
  const [{ id }] = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "guides" ("name", "languages") VALUES ('Sunil Bandara', $1) RETURNING "id"`,
      [[language]],
    );
    return rows;
  });
  return { id, language };
}

/** Time passes for a booking: its hold ended an hour ago (the guide is free again, if unpaid). */
export function endHold(reference: string): Promise<void> {
  return withDatabase(async (db) => {
    const ago = `now() - interval '2 hours'`;
    await db.query(
      `UPDATE "tour_bookings" SET "hold_expires_at" = now() - interval '1 hour',
         "created_at" = ${ago} WHERE "reference" = $1`,
      [reference],
    );
    // A span that counts from now on (a paid booking) stays so; a hold's ends an hour ago.
    await db.query(
      `UPDATE "guide_busy_days"
         SET "active" = tstzrange(${ago},
           CASE WHEN upper_inf("active") THEN NULL ELSE now() - interval '1 hour' END)
       WHERE "booking_id" = (SELECT "id" FROM "tour_bookings" WHERE "reference" = $1)`,
      [reference],
    );
  });
}

/** Dollars as an English page writes them: `$400`, `$412.50`. */
const dollars = (cents: number) => `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;

/** How a booking confirmed by a transfer is to pay its balance, in English. */
export const balanceByTransfer = (booking: TourBooking) => ({
  ...booking.payment,
  instructions: `Please transfer the balance of ${dollars(booking.total - booking.deposit)}, quoting your reference ${booking.reference}, to the account of your deposit; or pay it to your guide on the first day.`,
});
