import { isValidEmail } from './email-address';
import type { FieldErrors } from './field-errors';

/** The booking form's choices (specification section 9), in the order the form lists them. */
export const GROUP_SIZES = ['1-2', '3-5', '6-10', '11+'] as const;
export const TOUR_DURATIONS = ['1 day', '2-3 days', '4-7 days', '8-13 days', '14+ days'] as const;
export const BOOKING_DESTINATIONS = [
  'Sigiriya Rock Fortress',
  'Kandy - Temple of the Tooth',
  'Galle Fort',
  'Yala National Park',
  'Ella and Nine Arch Bridge',
  'Mirissa Beach',
  'Nuwara Eliya (Little England)',
  'Dambulla Cave Temple',
  'Polonnaruwa Ancient City',
  'Trincomalee Beaches',
  'Anuradhapura Sacred City',
  "Adam's Peak",
  'Arugam Bay',
  'Horton Plains National Park',
  'Udawalawe National Park',
  'Multiple destinations',
  'Not sure yet',
] as const;

/** Where an enquiry stands; every enquiry starts as 'new'. */
export const BOOKING_STATUSES = [
  'new',
  'contacted',
  'quoted',
  'accepted',
  'booked',
  'confirmed',
  'declined',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_NAME_MAX_LENGTH = 100;
export const BOOKING_PHONE_MAX_LENGTH = 40;
export const BOOKING_PHONE_MIN_DIGITS = 6;
export const BOOKING_MESSAGE_MAX_LENGTH = 2000;
/** Tours are booked weeks or months ahead; a date further out is a typo. */
export const BOOKING_MAX_YEARS_AHEAD = 2;
/**
 * How long after its tour date an enquiry keeps the visitor's name, email, phone and message,
 * unless ENQUIRY_RETENTION_MONTHS says otherwise; the privacy notice promises this figure.
 */
export const ENQUIRY_RETENTION_DEFAULT_MONTHS = 24;
/** Nobody fills in seven fields faster; scripts do. Counted from the form's ticket. */
export const BOOKING_MIN_FILL_SECONDS = 3;
/** A form's ticket outlives a tab left open overnight, not a harvest kept for later. */
export const BOOKING_TICKET_MAX_HOURS = 24;
/** The specification's promise. */
export const BOOKING_REPLY_HOURS = 24;

export const BOOKING_MESSAGES = {
  nameRequired: 'Please provide your name.',
  emailInvalid: 'Please provide a valid email.',
  phoneRequired: 'Please provide your phone number.',
  dateInvalid: 'Please select a valid date.',
  groupSizeRequired: 'Please select your group size.',
  durationRequired: 'Please select your tour duration.',
  destinationRequired: 'Please select a destination.',
  nameTooLong: `Your name must be at most ${BOOKING_NAME_MAX_LENGTH} characters.`,
  messageTooLong: `Your message must be at most ${BOOKING_MESSAGE_MAX_LENGTH} characters.`,
  success: "Thank you for your booking request! We'll contact you shortly to confirm your tour.",
  unknownError: 'Unknown error',
  tooFast: `The form was sent less than ${BOOKING_MIN_FILL_SECONDS} seconds after it opened.`,
  ticketInvalid: 'The form ticket is missing or invalid.',
  ticketExpired: `The form ticket is more than ${BOOKING_TICKET_MAX_HOURS} hours old.`,
  ticketUsed: 'This form ticket has already been used.',
  automated: 'This request looks automated, so it was not sent.',
  keyReused: 'This form was already sent with different details.',
  keyInvalid: 'The request has no valid idempotency key.',
} as const;

/** What the visitor fills in (specification section 3, Booking request). */
export interface BookingRequestValues {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD. */
  tourDate: string;
  groupSize: string;
  duration: string;
  destination: string;
  message?: string | null;
}

export type BookingField = keyof BookingRequestValues;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar date of a moment, as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The local calendar date of a browser: the date input's minimum. */
export function localIsoDate(date: Date): string {
  return isoDate(new Date(date.getTime() - date.getTimezoneOffset() * 60_000));
}

/** The same calendar day some years later (29 February falls back to 28). */
export function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const later = new Date(Date.UTC(year + years, month - 1, date));
  if (later.getUTCDate() !== date) later.setUTCDate(0);
  return isoDate(later);
}

export interface TourDateBounds {
  /** YYYY-MM-DD, inclusive: today. */
  earliest: string;
  /** YYYY-MM-DD, inclusive. */
  latest: string;
}

/** A real calendar date from today to BOOKING_MAX_YEARS_AHEAD years on. */
export function isValidTourDate(value: string, bounds: TourDateBounds): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return value >= bounds.earliest && value <= bounds.latest;
}

/** One line of text: line breaks and other control characters become single spaces. */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Free text over several lines: line ends made uniform, other control characters dropped. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}

function isOneOf(options: readonly string[], value: string): boolean {
  return options.includes(value);
}

function phoneError(value: string): string | undefined {
  const phone = singleLine(value);
  const digits = phone.replace(/\D/g, '').length;
  if (digits < BOOKING_PHONE_MIN_DIGITS || phone.length > BOOKING_PHONE_MAX_LENGTH) {
    return BOOKING_MESSAGES.phoneRequired;
  }
  return undefined;
}

function nameError(value: string): string | undefined {
  const name = singleLine(value);
  if (!name) return BOOKING_MESSAGES.nameRequired;
  if (name.length > BOOKING_NAME_MAX_LENGTH) return BOOKING_MESSAGES.nameTooLong;
  return undefined;
}

/** The rules of every field, the same in the browser and on the server. */
export function bookingFieldError(
  field: BookingField,
  values: BookingRequestValues,
  bounds: TourDateBounds,
): string | undefined {
  switch (field) {
    case 'name':
      return nameError(values.name);
    case 'email':
      return isValidEmail(values.email.trim()) ? undefined : BOOKING_MESSAGES.emailInvalid;
    case 'phone':
      return phoneError(values.phone);
    case 'tourDate':
      return isValidTourDate(values.tourDate, bounds) ? undefined : BOOKING_MESSAGES.dateInvalid;
    case 'groupSize':
      return isOneOf(GROUP_SIZES, values.groupSize)
        ? undefined
        : BOOKING_MESSAGES.groupSizeRequired;
    case 'duration':
      return isOneOf(TOUR_DURATIONS, values.duration)
        ? undefined
        : BOOKING_MESSAGES.durationRequired;
    case 'destination':
      return isOneOf(BOOKING_DESTINATIONS, values.destination)
        ? undefined
        : BOOKING_MESSAGES.destinationRequired;
    case 'message':
      return multiLine(values.message ?? '').length > BOOKING_MESSAGE_MAX_LENGTH
        ? BOOKING_MESSAGES.messageTooLong
        : undefined;
  }
}

/** Who asks and how they are reached: the fields every booking form shares. */
export type ContactField = 'name' | 'email' | 'phone' | 'message';
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** The contact fields' messages, by the enquiry form's rules, for any form that asks for them. */
export function contactErrors(
  values: Pick<BookingRequestValues, ContactField>,
): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const asked = { ...values, tourDate: '', groupSize: '', duration: '', destination: '' };
  for (const field of CONTACT_FIELDS) {
    const error = bookingFieldError(field, asked, { earliest: '', latest: '' });
    if (error) errors[field] = error;
  }
  return errors;
}

/** The booking form's fields, in the order it shows them. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'name',
  'email',
  'phone',
  'tourDate',
  'groupSize',
  'duration',
  'destination',
  'message',
];

export function bookingErrors(
  values: BookingRequestValues,
  bounds: TourDateBounds,
): FieldErrors<BookingField> {
  const errors: FieldErrors<BookingField> = {};
  for (const field of BOOKING_FIELDS) {
    const error = bookingFieldError(field, values, bounds);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request as it is stored and emailed. */
export function normalizeBooking(values: BookingRequestValues): Required<BookingRequestValues> {
  return {
    name: singleLine(values.name),
    email: values.email.trim(),
    phone: singleLine(values.phone),
    tourDate: values.tourDate,
    groupSize: values.groupSize,
    duration: values.duration,
    destination: values.destination,
    message: multiLine(values.message ?? ''),
  };
}
