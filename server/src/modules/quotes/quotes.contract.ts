import { z } from 'zod';
import { QUOTE_LINES_MAX } from '@lanka-tours/shared/quote-limits';
import { cents, isoTime, operation } from '../../rest/api-contract';
import { TOUR_BOOKING_SCHEMAS } from '../tour-bookings';
import { QUOTE_STATUS_DESCRIPTION, QUOTE_TOKEN_DESCRIPTION } from './quotes.types';

const day = (which: string) => z.string().meta({ description: `${which}: YYYY-MM-DD.` });

const RestQuoteLine = z.object({
  label: z.string().meta({ description: "What it pays for, in the traveller's language." }),
  amount: cents('Its amount.'),
});

const RestQuote = z
  .object({
    number: z
      .number()
      .int()
      .meta({ description: "The quote's number in its enquiry: 2 revises 1." }),
    status: z
      .enum(['open', 'expired', 'superseded', 'accepted'])
      .meta({ description: QUOTE_STATUS_DESCRIPTION }),
    language: z.string(),
    planId: z
      .string()
      .nullable()
      .meta({ description: 'The tour plan it follows (GET /api/tours).' }),
    title: z.string(),
    route: z.string(),
    startDate: day('The first day'),
    endDate: day('The last day'),
    days: z.number().int(),
    travellers: z.number().int(),
    guideName: z.string(),
    lines: z.array(RestQuoteLine),
    currency: z.literal('USD'),
    total: cents('The lines added up.'),
    deposit: cents('Paid to book it.'),
    balance: cents('Paid before the tour.'),
    balanceDueOn: day('When the balance would be due, were it booked today'),
    validUntil: day('The last day it can be accepted'),
    enquiryReference: z.string().meta({ description: 'LK-2026-000123.' }),
    name: z.string().meta({ description: "The traveller's name." }),
  })
  .meta({ description: 'A custom tour a guide quoted for an enquiry.' });

const RestCompanyQuote = RestQuote.extend({
  id: z.string(),
  guideId: z.string().nullable().meta({ description: 'None once the guide has left.' }),
  createdAt: isoTime,
  acceptedAt: isoTime.nullable(),
  bookingReference: z.string().nullable().meta({ description: 'TB-2026-000123, once accepted.' }),
  emailStatus: z.string().nullable(),
  emailPreviewUrl: z.string().nullable(),
}).meta({ description: 'A quote as the company reads it.' });

const RestTravellerQuote = RestQuote.extend({
  manageUrl: z.string().nullable().meta({ description: "Once accepted: the booking's own page." }),
}).meta({ description: 'A quote as its traveller opens it.' });

/** The body of a quote, as the route reads it (the service checks each value). */
export const QUOTE_FIELDS = {
  planId: z.string().nullable().optional().meta({ description: 'A tour plan, or none.' }),
  title: z.string().max(1000),
  route: z.string().max(10_000).meta({ description: 'Required without a plan.' }),
  startDate: day('The first day, after today'),
  days: z.number().int(),
  travellers: z.number().int(),
  guideId: z.string().max(100).meta({ description: 'The guide who leads it (GET /api/guides).' }),
  language: z.string().max(10).meta({ description: 'en, de, fr, ru or zh.' }),
  lines: z.array(RestQuoteLine).max(QUOTE_LINES_MAX * 2),
  deposit: cents('Paid to book it, at most the total.'),
  validUntil: day('The last day it can be accepted, today to the first day'),
};

export const QUOTE_SCHEMAS = {
  CompanyQuote: RestCompanyQuote,
  TravellerQuote: RestTravellerQuote,
};

const ENQUIRY = { id: z.string().meta({ description: 'The enquiry (its _id).' }) };
const TOKEN = { token: z.string().meta({ description: QUOTE_TOKEN_DESCRIPTION }) };

/** `/api/bookings/:id/quotes`: an enquiry's quotes (GraphQL Booking.quotes and sendQuote). */
export const ENQUIRY_QUOTE_API = {
  list: operation({
    method: 'get',
    path: '/:id/quotes',
    summary: "An enquiry's quotes, the newest first",
    access: 'tour-guide',
    params: ENQUIRY,
    answer: {
      status: 200,
      description: 'The quotes.',
      body: z.object({ quotes: z.array(RestCompanyQuote) }),
    },
  }),
  send: operation({
    method: 'post',
    path: '/:id/quotes',
    summary:
      "Send a quote on an enquiry, in the traveller's language; one still open is superseded",
    access: 'tour-guide',
    params: ENQUIRY,
    json: QUOTE_FIELDS,
    answer: {
      status: 201,
      description: 'Sent: the traveller is emailed its link.',
      body: z.object({ quote: RestCompanyQuote }),
    },
    errors: ['BAD_USER_INPUT', 'NOT_FOUND', 'QUOTE_BOOKED'],
  }),
};

/** `/api/quotes/:token`: a quote by its link, and accepting it (GraphQL quote and acceptQuote). */
export const QUOTE_API = {
  open: operation({
    method: 'get',
    path: '/:token',
    summary: 'The quote a link names',
    access: 'anyone',
    params: TOKEN,
    answer: {
      status: 200,
      description: 'The quote.',
      body: z.object({ quote: RestTravellerQuote }),
    },
    errors: ['QUOTE_LINK_INVALID', 'QUOTE_EXPIRED', 'QUOTE_SUPERSEDED'],
  }),
  accept: operation({
    method: 'post',
    path: '/:token/accept',
    summary: "Accept a quote: its guide is held while the deposit is paid, as an online booking's",
    access: 'anyone',
    params: TOKEN,
    answer: {
      status: 200,
      description: 'The booking, held (accepted again, the same booking), and its private link.',
      body: TOUR_BOOKING_SCHEMAS.TourBooking.extend({ manageUrl: z.string() }),
    },
    errors: ['QUOTE_LINK_INVALID', 'QUOTE_EXPIRED', 'QUOTE_SUPERSEDED', 'QUOTE_GUIDE_TAKEN'],
  }),
};
