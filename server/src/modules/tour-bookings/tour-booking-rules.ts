import { isValidDate } from '@lanka-tours/shared/album-rules';
import { dayAfter } from '@lanka-tours/shared/company-days';
import {
  contactErrors,
  multiLine,
  singleLine,
  yearsAfter,
  BOOKING_MAX_YEARS_AHEAD,
} from '@lanka-tours/shared/booking-options';
import type { MessageDescriptor } from '@lanka-tours/shared/messages';
import { isSiteLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { LARGEST_PRICED_PARTY } from '@lanka-tours/shared/tour-prices';
import type { Problems } from '../../common/refuse-problems';
import { GUIDE_LANGUAGE, GUIDE_MESSAGES } from '../guides';

/** What a traveller sends to book a tour (POST /api/tour-bookings, GraphQL bookTour). */
export interface TourBookingRequest {
  tourId: string;
  /** YYYY-MM-DD: the tour's first day. */
  startDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  /** The site language of the emails; by default the request's. */
  language?: string | null;
  /** Only a guide who speaks it (a language code). */
  guideLanguage?: string | null;
  message?: string | null;
  /** The server's signed ticket, issued when the form was shown (as the enquiry form's). */
  formTicket: string;
  /** The hidden honeypot field: people leave it empty, form-filling scripts do not. */
  website?: string | null;
}

/** The request, cleaned as it is stored. */
export type CleanRequest = Pick<
  TourBookingRequest,
  'tourId' | 'startDate' | 'travellers' | 'name' | 'email' | 'phone'
> & { language: SiteLanguage; guideLanguage: string | null; message: string };

/** The days a tour may start on: from the lead time on, up to two years ahead. */
export interface StartBounds {
  earliest: string;
  latest: string;
}

export const TOUR_BOOKING_MESSAGES = {
  tourNotFound: /*i18n*/ { id: 'No tour has this id.' },
  bookingNotFound: /*i18n*/ { id: 'No tour booking has this reference.' },
  calendarNotFound: /*i18n*/ { id: 'No calendar has this address.' },
  startDateInvalid: /*i18n*/ { id: 'Please choose the day your tour starts.' },
  startTooSoon: /*i18n*/ {
    id: 'The earliest day a tour booked now can start is {date}.',
    values: { date: '' },
  },
  startTooLate: /*i18n*/ {
    id: 'Tours can be booked up to {years} years ahead.',
    values: { years: BOOKING_MAX_YEARS_AHEAD },
  },
  partyNotPriced: /*i18n*/ {
    id: 'A party of 1 to {max} travellers books online; a larger one asks for a quote.',
    values: { max: LARGEST_PRICED_PARTY },
  },
  languageInvalid: /*i18n*/ { id: 'Choose one of the languages of the site.' },
} satisfies Record<string, MessageDescriptor>;

/** The first and last days a tour booked when Sri Lanka's calendar shows `today` can start on. */
export function startBounds(today: string, leadDays: number): StartBounds {
  return {
    earliest: dayAfter(today, leadDays),
    latest: yearsAfter(today, BOOKING_MAX_YEARS_AHEAD),
  };
}

function startDateProblem(startDate: string, bounds: StartBounds): MessageDescriptor | undefined {
  if (!isValidDate(startDate)) return TOUR_BOOKING_MESSAGES.startDateInvalid;
  if (startDate < bounds.earliest) {
    return { ...TOUR_BOOKING_MESSAGES.startTooSoon, values: { date: bounds.earliest } };
  }
  if (startDate > bounds.latest) return TOUR_BOOKING_MESSAGES.startTooLate;
  return undefined;
}

/** Every field's problem; none for a request that can be held. */
export function requestProblems(request: TourBookingRequest, bounds: StartBounds): Problems {
  // The contact fields keep the enquiry form's rules and messages.
  const problems: Problems = { ...contactErrors(request) } as Problems;
  const startDate = startDateProblem(request.startDate, bounds);
  if (startDate) problems.startDate = startDate;
  const { travellers, language, guideLanguage } = request;
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > LARGEST_PRICED_PARTY) {
    problems.travellers = TOUR_BOOKING_MESSAGES.partyNotPriced;
  }
  if (language && !isSiteLanguage(language))
    problems.language = TOUR_BOOKING_MESSAGES.languageInvalid;
  if (guideLanguage && !GUIDE_LANGUAGE.test(guideLanguage)) {
    problems.guideLanguage = GUIDE_MESSAGES.languageInvalid;
  }
  return problems;
}

/** The request as it is stored; `language` falls back to the request's own. */
export function cleanRequest(request: TourBookingRequest, fallback: SiteLanguage): CleanRequest {
  const language = request.language && isSiteLanguage(request.language) ? request.language : null;
  return {
    tourId: request.tourId,
    startDate: request.startDate,
    travellers: request.travellers,
    name: singleLine(request.name),
    email: request.email.trim(),
    phone: singleLine(request.phone),
    language: language ?? fallback,
    guideLanguage: request.guideLanguage || null,
    message: multiLine(request.message ?? ''),
  };
}
