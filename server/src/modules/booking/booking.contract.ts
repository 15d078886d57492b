import { z } from 'zod';
import { isoTime, operation, text } from '../../rest/api-contract';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import {
  BOOKING_DESTINATIONS,
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
  BOOKING_STATUSES,
  GROUP_SIZES,
  TOUR_DURATIONS,
} from '@lanka-tours/shared/booking-options';

const Status = z.enum(BOOKING_STATUSES);

export const RestBooking = z.object({
  _id: z.string(),
  reference: z.string().meta({ description: 'What the visitor quotes, e.g. LK-2026-000123.' }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tourDate: z.string().meta({ description: 'YYYY-MM-DD' }),
  groupSize: z.string(),
  duration: z.string(),
  destination: z.string(),
  message: z.string(),
  language: z.string().meta({ description: "The visitor's language: their quotes' language." }),
  status: Status,
  anonymisedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const RestBookingEmail = z.object({
  _id: z.string(),
  role: z.enum(['notification', 'autoReply']),
  toAddress: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
  previewUrl: z.string().optional(),
});

export const RestInboxBooking = RestBooking.extend({
  autoReplySkipped: z.boolean(),
  emails: z.array(RestBookingEmail),
});

const InboxAnswer = z.object({ booking: RestInboxBooking });

/** `/api/bookings`: the guide-request form, My requests and the tour guides' inbox. */
export const BOOKING_API = {
  formTicket: operation({
    method: 'get',
    path: '/form-ticket',
    summary: 'A ticket for one booking form (send it back as formTicket)',
    access: 'anyone',
    answer: {
      status: 200,
      description: 'Never cached.',
      body: z.object({ formTicket: z.string() }),
    },
  }),
  request: operation({
    method: 'post',
    path: '/',
    summary: 'Ask for a tour guide',
    access: 'anyone',
    headers: { 'Idempotency-Key': 'The same key never makes a second booking (optional).' },
    json: {
      name: text('Full name.', { max: BOOKING_NAME_MAX_LENGTH }),
      email: text('Where the answer goes.', { max: EMAIL_MAX_LENGTH }),
      phone: text('With country code.', { max: BOOKING_PHONE_MAX_LENGTH }),
      tourDate: text('YYYY-MM-DD, from today.'),
      groupSize: z.enum(GROUP_SIZES),
      duration: z.enum(TOUR_DURATIONS),
      destination: z.enum(BOOKING_DESTINATIONS),
      message: text('Anything else.', { max: BOOKING_MESSAGE_MAX_LENGTH, optional: true }),
      formTicket: text('From GET /api/bookings/form-ticket.'),
      website: text('Left empty by people (a field hidden from them).', { optional: true }),
    },
    answer: {
      status: 201,
      description: 'Stored and emailed (200 when the Idempotency-Key was seen before).',
      body: z.object({ message: z.string(), reference: z.string(), booking: RestBooking }),
    },
    errors: [
      'BAD_USER_INPUT',
      'BOOKING_TOO_FAST',
      'BOOKING_TICKET_INVALID',
      'BOOKING_TICKET_EXPIRED',
      'BOOKING_TICKET_USED',
      'BOOKING_AUTOMATED',
      'IDEMPOTENCY_KEY_INVALID',
      'IDEMPOTENCY_KEY_REUSED',
      'RATE_LIMITED',
      'SESSION_EXPIRED',
    ],
  }),
  mine: operation({
    method: 'get',
    path: '/mine',
    summary: 'The requests sent while signed in to this account',
    access: 'signed-in',
    answer: {
      status: 200,
      description: 'Newest first.',
      body: z.object({ bookings: z.array(RestBooking) }),
    },
  }),
  inbox: operation({
    method: 'get',
    path: '/',
    summary: "The tour guides' inbox, a page at a time",
    access: 'tour-guide',
    query: {
      status: Status,
      limit: z.string().regex(/^\d+$/).meta({ description: 'Page size (capped).' }),
      offset: z.string().regex(/^\d+$/),
    },
    answer: {
      status: 200,
      description: 'One page, and how many there are in all.',
      body: z.object({ bookings: z.array(RestInboxBooking), total: z.number().int() }),
    },
    errors: ['BAD_USER_INPUT'],
  }),
  setStatus: operation({
    method: 'patch',
    path: '/:id',
    summary: 'Mark where an enquiry stands',
    access: 'tour-guide',
    json: { status: Status },
    answer: { status: 200, description: 'Saved.', body: InboxAnswer },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND'],
  }),
  resendEmail: operation({
    method: 'post',
    path: '/:id/emails/:emailId/resend',
    summary: 'Send again an email of an enquiry whose delivery failed',
    access: 'tour-guide',
    answer: { status: 200, description: 'Queued again.', body: InboxAnswer },
    errors: ['NOT_FOUND', 'EMAIL_NOT_FAILED'],
  }),
};

export const BOOKING_SCHEMAS = {
  Booking: RestBooking,
  BookingEmail: RestBookingEmail,
  InboxBooking: RestInboxBooking,
};
