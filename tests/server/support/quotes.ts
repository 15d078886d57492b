import { graphqlAnswer, restAnswer, valueOf, type Answer, type Caller } from './answers';
import { bookingForm } from './bookings';
import { withDatabase } from './database';
import { dayAfter, todayInSriLanka } from './guides';
import type { Booked } from './tour-bookings';
import { visitorIp } from './visitor';

// What a client reads of a quote, written down from the API's description.

export interface QuoteLine {
  label: string;
  amount: number;
}

export interface Quote {
  number: number;
  status: 'open' | 'expired' | 'superseded' | 'accepted';
  language: string;
  planId: string | null;
  title: string;
  route: string;
  startDate: string;
  endDate: string;
  days: number;
  travellers: number;
  guideName: string;
  lines: QuoteLine[];
  currency: string;
  total: number;
  deposit: number;
  balance: number;
  validUntil: string;
  enquiryReference: string;
  name: string;
}

export interface CompanyQuote extends Quote {
  id: string;
  guideId: string;
  bookingReference: string | null;
  emailStatus: string | null;
}

export interface TravellerQuote extends Quote {
  manageUrl: string | null;
}

export interface QuoteDraft {
  planId: string | null;
  title: string;
  route: string;
  startDate: string;
  days: number;
  travellers: number;
  guideId: string;
  language: string;
  lines: QuoteLine[];
  deposit: number;
  validUntil: string;
}

export interface QuotesTransport {
  name: 'REST' | 'GraphQL';
  send(enquiryId: string, draft: QuoteDraft, caller?: Caller): Promise<Answer<CompanyQuote>>;
  list(enquiryId: string, caller?: Caller): Promise<Answer<CompanyQuote[]>>;
  open(token: string, caller?: Caller): Promise<Answer<TravellerQuote>>;
  accept(token: string, caller?: Caller): Promise<Answer<Booked>>;
}

const QUOTE = `number status language planId title route startDate endDate days travellers
  guideName lines { label amount } currency total deposit balance validUntil enquiryReference name`;
const COMPANY_QUOTE = `${QUOTE} id guideId bookingReference emailStatus`;

const visitor = (caller: Caller = {}): Caller => ({ ip: visitorIp(), ...caller });

export const QUOTES_TRANSPORTS: QuotesTransport[] = [
  {
    name: 'REST',
    send: (enquiryId, draft, caller) =>
      restAnswer('POST', `/bookings/${enquiryId}/quotes`, 'quote', visitor(caller), draft),
    list: (enquiryId, caller) =>
      restAnswer('GET', `/bookings/${enquiryId}/quotes`, 'quotes', visitor(caller)),
    open: (token, caller) => restAnswer('GET', `/quotes/${token}`, 'quote', visitor(caller)),
    async accept(token, caller) {
      const answer = await restAnswer<Booked['booking'] & { manageUrl: string }>(
        'POST',
        `/quotes/${token}/accept`,
        undefined,
        visitor(caller),
      );
      if (!answer.ok) return answer;
      const { manageUrl, ...booking } = answer.value;
      return { ok: true, value: { booking, manageUrl } };
    },
  },
  {
    name: 'GraphQL',
    send: (enquiryId, input, caller) =>
      graphqlAnswer(
        `mutation ($enquiryId: ID!, $input: QuoteInput!) {
          sendQuote(enquiryId: $enquiryId, input: $input) { ${COMPANY_QUOTE} } }`,
        { enquiryId, input },
        visitor(caller),
      ),
    async list(enquiryId, caller) {
      const answer = await graphqlAnswer<{ id: string; quotes: CompanyQuote[] }[]>(
        `{ bookings(limit: 100) { items { id quotes { ${COMPANY_QUOTE} } } } }`,
        {},
        visitor(caller),
      );
      if (!answer.ok) return answer;
      const { items } = answer.value as unknown as {
        items: { id: string; quotes: CompanyQuote[] }[];
      };
      return { ok: true, value: items.find(({ id }) => id === enquiryId)?.quotes ?? [] };
    },
    open: (token, caller) =>
      graphqlAnswer(
        `query ($token: String!) { quote(token: $token) { ${QUOTE} manageUrl } }`,
        { token },
        visitor(caller),
      ),
    accept: (token, caller) =>
      graphqlAnswer(
        `mutation ($token: String!) {
          acceptQuote(token: $token) { booking { reference status tourId tourTitle startDate
            endDate travellers total deposit language } manageUrl } }`,
        { token },
        visitor(caller),
      ),
  },
];

/** An enquiry sent in `language` from the contact form; its id. */
export async function enquiryIn(language: string): Promise<{ id: string; email: string }> {
  const form = bookingForm();
  const sent = await restAnswer<{ booking: { _id: string } }>(
    'POST',
    '/bookings',
    undefined,
    { ip: visitorIp(), acceptLanguage: language },
    form,
  );
  return { id: valueOf(sent).booking._id, email: form.email };
}

/** A quote of a custom route for two, from `startsIn` days on, for `guideId`. */
export function draftFor(
  guideId: string,
  startsIn = 60,
  more: Partial<QuoteDraft> = {},
): QuoteDraft {
  const today = todayInSriLanka();
  return {
    planId: null,
    title: 'Tea country and the south coast',
    route: 'Day 1: Kandy. Day 2: Ella. Day 3: Galle.',
    startDate: dayAfter(today, startsIn),
    days: 3,
    travellers: 2,
    guideId,
    language: 'fr',
    lines: [
      { label: 'Guide and car, 3 days', amount: 60000 },
      { label: 'Hotels, 2 nights', amount: 24000 },
    ],
    deposit: 16800,
    validUntil: dayAfter(today, 14),
    ...more,
  };
}

/** The quote's email to the traveller, newest first: its subject, text, and the link in it. */
export async function quoteEmails(email: string): Promise<{ subject: string; text: string }[]> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM outbox WHERE kind = 'tour-quote' AND lower(to_address) = lower($1)
       ORDER BY created_at DESC`,
      [email],
    );
    return rows;
  });
}

/** The token of the quote link in an email's text. */
export function quoteTokenIn(text: string): string {
  return /\/quote\/([\w.-]+)/.exec(text)![1];
}

/** The enquiry's status, as stored. */
export async function enquiryStatus(enquiryId: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM bookings WHERE id = $1`,
      [enquiryId],
    );
    return rows[0].status;
  });
}

/** Time passes for a quote: its last day was yesterday. */
export function expireQuote(quoteId: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.query(
      `UPDATE quotes SET valid_until = valid_until - (valid_until - current_date) - 1 WHERE id = $1`,
      [quoteId],
    );
  });
}
