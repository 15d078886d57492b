import { randomUUID } from 'node:crypto';
import { uniqueEmail } from './accounts';
import { withDatabase } from './database';
import { agedFormTicket } from './form-tickets';
import { request } from './http';
import type { OutboxRow } from './recovery';
import type { Failure, Outcome } from './transports';
import { graphqlFrom, visitorIp } from './visitor';

/** What the booking form sends. */
export interface BookingForm {
  name: string;
  email: string;
  phone: string;
  tourDate: string;
  groupSize: string;
  duration: string;
  destination: string;
  message?: string;
  /** Optional, as in payment APIs: sent as the Idempotency-Key header over REST. */
  idempotencyKey?: string;
  formTicket?: string;
  website?: string;
}

/** A booking as both transports describe it (REST's `_id` read as `id`). */
export interface BookingView {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  tourDate: string;
  groupSize: string;
  duration: string;
  destination: string;
  message: string;
  status: string;
  /** Set once the retention job erased the personal details. */
  anonymisedAt: string | null;
  createdAt: string;
}

export interface BookingEmailView {
  id: string;
  role: 'notification' | 'autoReply';
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
  previewUrl?: string;
}

export interface InboxBookingView extends BookingView {
  autoReplySkipped: boolean;
  emails: BookingEmailView[];
}

export interface GuideAnswer {
  message: string;
  reference: string;
  booking: BookingView;
}

export const BOOKING_SUCCESS =
  "Thank you for your booking request! We'll contact you shortly to confirm your tour.";

/** The expected refusals, written down from the specification and the issue, not the server. */
export const BOOKING_FAILURES = {
  tooFast: {
    code: 'BOOKING_TOO_FAST',
    status: 400,
    message: 'The form was sent less than 3 seconds after it opened.',
  },
  automated: {
    code: 'BOOKING_AUTOMATED',
    status: 400,
    message: 'This request looks automated, so it was not sent.',
  },
  keyReused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 409,
    message: 'This form was already sent with different details.',
  },
  keyInvalid: {
    code: 'IDEMPOTENCY_KEY_INVALID',
    status: 400,
    message: 'The request has no valid idempotency key.',
  },
  ticketInvalid: {
    code: 'BOOKING_TICKET_INVALID',
    status: 400,
    message: 'The form ticket is missing or invalid.',
  },
  ticketExpired: {
    code: 'BOOKING_TICKET_EXPIRED',
    status: 400,
    message: 'The form ticket is more than 24 hours old.',
  },
  ticketUsed: {
    code: 'BOOKING_TICKET_USED',
    status: 409,
    message: 'This form ticket has already been used.',
  },
  unauthenticated: {
    code: 'UNAUTHENTICATED',
    status: 401,
    message: 'Authentication required. Please log in.',
  },
  forbidden: {
    code: 'FORBIDDEN',
    status: 403,
    message: 'You need tour guide privileges to access this page.',
  },
  notFound: { code: 'NOT_FOUND', status: 404, message: 'Not found' },
  notFailed: {
    code: 'EMAIL_NOT_FAILED',
    status: 409,
    message: 'Only an email whose delivery failed can be resent.',
  },
} as const;

export type BookingFailureKind = keyof typeof BOOKING_FAILURES;

/** A day a week from now: valid in every time zone. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A valid request from a fresh form instance, with an address no other test uses, and a ticket
 * issued 12 seconds ago.
 */
export function bookingForm(overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    name: 'Anura Perera',
    email: uniqueEmail('traveller'),
    phone: '+94 77 123 4567',
    tourDate: daysFromNow(7),
    groupSize: '3-5',
    duration: '4-7 days',
    destination: 'Ella and Nine Arch Bridge',
    message: 'We would love to see the tea estates.',
    idempotencyKey: randomUUID(),
    formTicket: agedFormTicket(),
    ...overrides,
  };
}

export interface CallOptions {
  ip?: string;
  token?: string;
  base?: string;
}

export interface BookingTransport {
  name: 'GraphQL' | 'REST';
  /** A ticket from the server, as the form asks for one when it is shown. */
  formTicket(options?: CallOptions): Promise<Outcome<string>>;
  request(form: BookingForm, options?: CallOptions): Promise<Outcome<GuideAnswer>>;
  mine(options?: CallOptions): Promise<Outcome<BookingView[]>>;
  inbox(
    query?: { status?: string; limit?: number; offset?: number },
    options?: CallOptions,
  ): Promise<Outcome<{ bookings: InboxBookingView[]; total: number }>>;
  setStatus(id: string, status: string, options?: CallOptions): Promise<Outcome<InboxBookingView>>;
  resend(id: string, emailId: string, options?: CallOptions): Promise<Outcome<InboxBookingView>>;
  expected(kind: BookingFailureKind): Failure;
}

const BOOKING_FIELDS =
  'id reference name email phone tourDate groupSize duration destination message status anonymisedAt createdAt';
const INBOX_FIELDS = `${BOOKING_FIELDS} autoReplySkipped
  emails { id role toAddress status attempts lastError previewUrl }`;

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

function fromGraphQL<T>(status: number, body: GraphQLReply, field: string): Outcome<T> {
  const error = body.errors?.[0];
  if (error) {
    const { code, fields } = error.extensions ?? {};
    const failure: Failure = {
      status,
      code: code as string,
      message: error.message,
      ...(fields !== undefined && { fields: fields as Record<string, string> }),
    };
    return { ok: false, status, raw: body, failure };
  }
  return { ok: true, status, raw: body, value: body.data?.[field] as T };
}

function graphqlCall<T>(query: string, variables: Record<string, unknown>, field: string) {
  return async ({ ip = visitorIp(), token, base }: CallOptions = {}) => {
    const result = await graphqlFrom(ip, query, variables, { token, base });
    return fromGraphQL<T>(result.status, result.body as GraphQLReply, field);
  };
}

export const graphqlBookings: BookingTransport = {
  name: 'GraphQL',
  formTicket: graphqlCall('mutation { bookingFormTicket }', {}, 'bookingFormTicket'),
  request: (input, options) =>
    graphqlCall<GuideAnswer>(
      `mutation ($input: RequestGuideInput!) {
        requestGuide(input: $input) { message reference booking { ${BOOKING_FIELDS} } }
      }`,
      { input },
      'requestGuide',
    )(options),
  mine: graphqlCall(`{ myBookings { ${BOOKING_FIELDS} } }`, {}, 'myBookings'),
  inbox: async (query = {}, options) => {
    const outcome = await graphqlCall<{ items: InboxBookingView[]; total: number }>(
      `query ($status: BookingStatus, $limit: Int, $offset: Int) {
        bookings(status: $status, limit: $limit, offset: $offset) { total items { ${INBOX_FIELDS} } }
      }`,
      query,
      'bookings',
    )(options);
    if (!outcome.ok) return outcome;
    const { items, total } = outcome.value;
    return { ...outcome, value: { bookings: items, total } };
  },
  setStatus: (id, status, options) =>
    graphqlCall<InboxBookingView>(
      `mutation ($id: ID!, $status: BookingStatus!) {
        setBookingStatus(id: $id, status: $status) { ${INBOX_FIELDS} }
      }`,
      { id, status },
      'setBookingStatus',
    )(options),
  resend: (bookingId, emailId, options) =>
    graphqlCall<InboxBookingView>(
      `mutation ($bookingId: ID!, $emailId: ID!) {
        resendBookingEmail(bookingId: $bookingId, emailId: $emailId) { ${INBOX_FIELDS} }
      }`,
      { bookingId, emailId },
      'resendBookingEmail',
    )(options),
  expected: (kind) => ({
    status: 200,
    code: BOOKING_FAILURES[kind].code,
    message: BOOKING_FAILURES[kind].message,
  }),
};

/** Renames REST's `_id` to `id`, in the booking and in its emails. */
function restBooking(raw: Record<string, unknown>) {
  const { _id, emails, ...others } = raw;
  const renamed = (emails as Record<string, unknown>[] | undefined)?.map(({ _id: id, ...e }) => ({
    id,
    ...e,
  }));
  return { id: _id, ...others, ...(renamed && { emails: renamed }) };
}

function fromRest<T>(
  status: number,
  body: Record<string, unknown>,
  success: number[],
  pick: (body: Record<string, unknown>) => unknown,
): Outcome<T> {
  if (success.includes(status)) return { ok: true, status, raw: body, value: pick(body) as T };
  const failure: Failure = {
    status,
    message: String(body?.message),
    ...(body?.errors !== undefined && { fields: body.errors as Record<string, string> }),
  };
  return { ok: false, status, raw: body, failure };
}

function restCall<T>(
  method: string,
  path: string,
  body: unknown,
  pick: (body: Record<string, unknown>) => unknown,
  success = [200],
  headers: Record<string, string> = {},
) {
  return async ({ ip = visitorIp(), token, base }: CallOptions = {}) => {
    const result = await request<Record<string, unknown>>(method, path, {
      body,
      token,
      base,
      headers: { 'x-forwarded-for': ip, ...headers },
    });
    return fromRest<T>(result.status, result.body, success, pick);
  };
}

export const restBookings: BookingTransport = {
  name: 'REST',
  formTicket: restCall('GET', '/api/bookings/form-ticket', undefined, (body) => body.formTicket),
  request: ({ idempotencyKey, ...values }, options) =>
    restCall<GuideAnswer>(
      'POST',
      '/api/bookings',
      values,
      (body) => ({ ...body, booking: restBooking(body.booking as Record<string, unknown>) }),
      [200, 201],
      idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
    )(options),
  mine: restCall('GET', '/api/bookings/mine', undefined, (body) =>
    (body.bookings as Record<string, unknown>[]).map(restBooking),
  ),
  inbox: (query = {}, options) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    return restCall<{ bookings: InboxBookingView[]; total: number }>(
      'GET',
      `/api/bookings${search.size ? `?${search}` : ''}`,
      undefined,
      (body) => ({
        bookings: (body.bookings as Record<string, unknown>[]).map(restBooking),
        total: body.total,
      }),
    )(options);
  },
  setStatus: (id, status, options) =>
    restCall<InboxBookingView>('PATCH', `/api/bookings/${id}`, { status }, (body) =>
      restBooking(body.booking as Record<string, unknown>),
    )(options),
  resend: (id, emailId, options) =>
    restCall<InboxBookingView>(
      'POST',
      `/api/bookings/${id}/emails/${emailId}/resend`,
      undefined,
      (body) => restBooking(body.booking as Record<string, unknown>),
    )(options),
  expected: (kind) => ({
    status: BOOKING_FAILURES[kind].status,
    message: BOOKING_FAILURES[kind].message,
  }),
};

export const BOOKING_TRANSPORTS = [graphqlBookings, restBookings];

export interface StoredBooking {
  id: string;
  reference: string;
  name: string;
  email: string;
  user_id: string | null;
  status: string;
  auto_reply_skipped: boolean;
}

/** The bookings stored for a visitor's address, oldest first. */
export function storedBookings(email: string, databaseUrl?: string): Promise<StoredBooking[]> {
  return withDatabase(async (db) => {
    const result = await db.query<StoredBooking>(
      `SELECT id, reference, name, email, user_id, status, auto_reply_skipped
         FROM bookings WHERE lower(email) = lower($1) ORDER BY created_at, reference`,
      [email],
    );
    return result.rows;
  }, databaseUrl);
}

/** The emails about a visitor's bookings: the business's (which reply to them) and theirs. */
export type BookingEmailRow = OutboxRow & { to_name: string | null };

export function bookingEmails(
  email: string,
  databaseUrl?: string,
): Promise<{ notifications: BookingEmailRow[]; autoReplies: BookingEmailRow[] }> {
  return withDatabase(async (db) => {
    const columns =
      'id, kind, status, subject, text, html, attempts, last_error, reply_to, to_address, to_name';
    const notifications = await db.query<BookingEmailRow>(
      `SELECT ${columns} FROM outbox
        WHERE kind = 'booking-notification' AND lower(reply_to) = lower($1) ORDER BY created_at`,
      [email],
    );
    const autoReplies = await db.query<BookingEmailRow>(
      `SELECT ${columns} FROM outbox
        WHERE kind = 'booking-auto-reply' AND lower(to_address) = lower($1) ORDER BY created_at`,
      [email],
    );
    return { notifications: notifications.rows, autoReplies: autoReplies.rows };
  }, databaseUrl);
}
