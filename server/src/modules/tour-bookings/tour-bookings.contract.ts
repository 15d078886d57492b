import { z } from 'zod';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_PHONE_MAX_LENGTH,
} from '@lanka-tours/shared/booking-options';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { LARGEST_PRICED_PARTY } from '@lanka-tours/shared/tour-prices';
import { cents, isoTime, operation, text } from '../../rest/api-contract';
import { CHECKOUT_PATH } from './booking-payments';
import {
  MANAGE_URL_DESCRIPTION,
  PAYMENT_DESCRIPTION,
  REFUND_DESCRIPTION,
  REFUND_IF_CANCELLED_DESCRIPTION,
  STATUS_DESCRIPTION,
} from './tour-bookings.types';

const day = (which: string) => z.string().meta({ description: `The ${which} day: YYYY-MM-DD.` });

const RestTourBooking = z
  .object({
    reference: z.string().meta({ description: 'TB-2026-000123.' }),
    status: z
      .enum(['held', 'expired', 'confirmed', 'cancelled'])
      .meta({ description: STATUS_DESCRIPTION }),
    tourId: z.string(),
    tourTitle: z.string(),
    tourDays: z.number().int(),
    startDate: day('first'),
    endDate: day('last'),
    travellers: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    language: z.string(),
    guideLanguage: z.string().nullable(),
    message: z.string(),
    currency: z.literal('USD'),
    perPerson: cents('The price per person.'),
    peakSurcharge: cents("The peak season's surcharge; 0 outside it."),
    total: cents('What the tour costs.'),
    deposit: cents('Paid to confirm the booking.'),
    balance: cents('Paid later.'),
    balanceDueOn: day('balance due'),
    holdExpiresAt: isoTime.meta({ description: 'When an unpaid hold ends and frees the guide.' }),
    payment: z
      .object({
        provider: z.enum(['bank-transfer', 'payhere', 'stripe']),
        url: z.string().optional(),
        instructions: z.string().optional(),
      })
      .meta({ description: PAYMENT_DESCRIPTION }),
    paid: cents('What has been paid so far.'),
    refundIfCancelled: cents(REFUND_IF_CANCELLED_DESCRIPTION),
    refund: z
      .object({ amount: cents('What goes back.'), status: z.enum(['due', 'refunded', 'none']) })
      .nullable()
      .meta({ description: REFUND_DESCRIPTION }),
  })
  .meta({ description: 'A tour booked online, as its traveller reads it.' });

/** A booking as the company reads it: with its guide. */
export const RestCompanyTourBooking = RestTourBooking.extend({
  guideId: z.string().nullable().meta({
    description: 'The guide held or booked for it (Guide.id); none when cancelled or ended.',
  }),
  guideName: z.string().nullable().meta({
    description: 'The guide held or booked for it; none when cancelled or ended.',
  }),
  pickupTime: z.string().nullable().meta({
    description: "When the guide picks the party up: HH:MM, Sri Lanka's time; none until set.",
  }),
  pickupPlace: z.string().nullable().meta({ description: 'Where; none until set.' }),
}).meta({ description: 'A tour booked online, as the company reads it.' });

/** Answers' parts named once in the document's components. */
export const TOUR_BOOKING_SCHEMAS = {
  TourBooking: RestTourBooking,
  CompanyTourBooking: RestCompanyTourBooking,
};

const TOKEN = {
  token: z.string().meta({ description: "The last part of the booking's manage link." }),
};
const BookingAnswer = z.object({ booking: RestTourBooking });

/** `/api/tour-bookings`: booking a tour online, and the traveller's own link to it. */
export const TOUR_BOOKING_API = {
  book: operation({
    method: 'post',
    path: '/',
    summary: 'Book a tour: a guide is held while the deposit is paid',
    access: 'anyone',
    json: {
      tourId: text('The tour (GET /api/tours).'),
      startDate: text('The first day: YYYY-MM-DD, from the lead time on (see availability).'),
      travellers: z
        .number()
        .int()
        .meta({ description: `The party: 1 to ${LARGEST_PRICED_PARTY} travellers.` }),
      name: text('Full name.', { max: BOOKING_NAME_MAX_LENGTH }),
      email: text('Where the booking and its link go.', { max: EMAIL_MAX_LENGTH }),
      phone: text('With country code.', { max: BOOKING_PHONE_MAX_LENGTH }),
      language: text("The emails' language: en, de, fr, ru or zh; by default Accept-Language's.", {
        optional: true,
      }),
      guideLanguage: text('Only a guide who speaks it (a language code).', { optional: true }),
      message: text('Pickup, wishes.', { max: BOOKING_MESSAGE_MAX_LENGTH, optional: true }),
      formTicket: text('From GET /api/bookings/form-ticket.'),
      website: text('Left empty by people (a field hidden from them).', { optional: true }),
    },
    answer: {
      status: 201,
      description: 'Held, and emailed to the traveller with how to pay the deposit.',
      body: RestTourBooking.extend({
        manageUrl: z.string().meta({ description: MANAGE_URL_DESCRIPTION }),
      }),
    },
    errors: [
      'BAD_USER_INPUT',
      'NOT_FOUND',
      'TOUR_NO_GUIDE_FREE',
      'BOOKING_TOO_FAST',
      'BOOKING_TICKET_INVALID',
      'BOOKING_TICKET_EXPIRED',
      'BOOKING_TICKET_USED',
      'BOOKING_AUTOMATED',
      'RATE_LIMITED',
    ],
  }),
  manage: operation({
    method: 'get',
    path: '/manage/:token',
    summary: 'The booking a manage link names',
    access: 'anyone',
    params: TOKEN,
    answer: { status: 200, description: 'The booking.', body: BookingAnswer },
    errors: ['BOOKING_LINK_INVALID'],
  }),
  checkout: operation({
    method: 'get',
    path: CHECKOUT_PATH,
    summary: "Go to the provider's page to pay a held booking's deposit (payment.url)",
    access: 'anyone',
    params: TOKEN,
    answer: {
      status: 200,
      description:
        "A page that posts the signed payment form to the provider's checkout; a booking paid, cancelled, past its hold or paid by transfer is sent to its own page (303).",
      body: z.string(),
      contentType: 'text/html',
    },
    errors: ['BOOKING_LINK_INVALID'],
  }),
  cancel: operation({
    method: 'post',
    path: '/manage/:token/cancel',
    summary:
      'Cancel a booking by its manage link: its guide is free at once, and what was paid comes back by the cancellation policy',
    access: 'anyone',
    params: TOKEN,
    answer: {
      status: 200,
      description: 'The booking, cancelled, with its refund; cancelled again, it is as it was.',
      body: BookingAnswer,
    },
    errors: ['BOOKING_LINK_INVALID'],
  }),
  upcoming: operation({
    method: 'get',
    path: '/',
    summary: 'Every booking of a tour that has not ended yet, the soonest first, with its guide',
    access: 'tour-guide',
    answer: {
      status: 200,
      description: 'The bookings.',
      body: z.object({ bookings: z.array(RestCompanyTourBooking) }),
    },
  }),
  export: operation({
    method: 'get',
    path: '/export.csv',
    summary: 'Every booking, past ones too, as CSV for a spreadsheet, the soonest first',
    access: 'tour-guide',
    answer: {
      status: 200,
      description:
        'RFC 4180 CSV in UTF-8, every cell quoted, amounts in major units; a cell a spreadsheet would take for a formula starts with an apostrophe.',
      body: z.string(),
      contentType: 'text/csv',
    },
  }),
  companyCancel: operation({
    method: 'post',
    path: '/:reference/cancel',
    summary:
      'Cancel a booking for the company: its guide is free at once, and what was paid is due back by the cancellation policy',
    access: 'tour-guide',
    params: { reference: z.string().meta({ description: 'The booking: TB-2026-000123.' }) },
    answer: {
      status: 200,
      description: 'The booking, cancelled, with its refund; cancelled again, it is as it was.',
      body: BookingAnswer,
    },
    errors: ['NOT_FOUND'],
  }),
  recordDeposit: operation({
    method: 'post',
    path: '/:reference/deposit',
    summary: "Record that a booking's deposit arrived by bank transfer: it is confirmed",
    access: 'tour-guide',
    params: { reference: z.string().meta({ description: 'The booking: TB-2026-000123.' }) },
    answer: {
      status: 200,
      description: 'The booking, confirmed (and emailed); recorded again, it is as it was.',
      body: BookingAnswer,
    },
    errors: ['NOT_FOUND', 'TOUR_BOOKING_CANCELLED', 'TOUR_GUIDE_TAKEN'],
  }),
};
