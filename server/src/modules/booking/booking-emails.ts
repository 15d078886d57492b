import { i18nFor, translateIn } from '../../common/i18n';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { BOOKING_MESSAGES, type BookingRequestValues } from '@lanka-tours/shared/booking-options';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { bookingReceivedMessage } from '@lanka-tours/shared/messages';
import { inertText, renderEmail, type EmailContent, type MailMessage } from '../mail';

/** The specification's business notification payload (section 3). */
export interface BusinessNotificationPayload {
  to_email: string;
  from_name: string;
  from_email: string;
  phone: string;
  tour_date: string;
  group_size: string;
  destination: string;
  duration: string;
  message: string;
}

/** The specification's customer auto-reply payload (section 3). */
export interface CustomerAutoReplyPayload {
  to_email: string;
  to_name: string;
  tour_date: string;
  destination: string;
  group_size: string;
  duration: string;
  message: string;
  phone: string;
}

export interface BookingEmailSettings {
  businessEmail: string;
  siteUrl: string;
}

type StoredRequest = Required<BookingRequestValues> & { reference: string };

const NO_MESSAGE = '(none)';
/**
 * The auto-reply goes to whatever address was typed in, so it quotes only the start of the
 * message: enough for the visitor to recognise, too little to carry someone else's letter.
 */
const QUOTED_MESSAGE_CHARACTERS = 300;

/**
 * 2026-03-02 → Monday, March 2, 2026: the specification's readable en-US date, and the same
 * date as a language writes it (Montag, 2. März 2026).
 */
export function readableDate(isoDay: string, language: SiteLanguage = 'en'): string {
  return longCalendarDate(isoDay, INTL_LOCALES[language], true);
}

export function businessNotificationPayload(
  request: StoredRequest,
  businessEmail: string,
): BusinessNotificationPayload {
  return {
    to_email: businessEmail,
    from_name: request.name,
    from_email: request.email,
    phone: request.phone,
    tour_date: readableDate(request.tourDate),
    group_size: request.groupSize,
    destination: request.destination,
    duration: request.duration,
    message: request.message || NO_MESSAGE,
  };
}

/** The visitor's details in their language: dates by Intl, the choices' messages translated. */
export function customerAutoReplyPayload(
  request: StoredRequest,
  language: SiteLanguage,
): CustomerAutoReplyPayload {
  const i18n = i18nFor(language);
  return {
    to_email: request.email,
    to_name: request.name,
    tour_date: readableDate(request.tourDate, language),
    destination: translateIn(language, request.destination),
    group_size: request.groupSize,
    duration: translateIn(language, request.duration),
    message: request.message || i18n._('(none)'),
    phone: request.phone,
  };
}

/**
 * To the business, in English (the company's language): every detail, a reply goes to the
 * visitor, a link to the enquiry inbox.
 */
export function businessNotification(
  payload: BusinessNotificationPayload,
  reference: string,
  settings: BookingEmailSettings & { autoReplySkipped: boolean },
): MailMessage {
  const content: EmailContent = {
    preheader: `${payload.from_name} asks for a guide from ${payload.tour_date}.`,
    heading: 'New guide request',
    paragraphs: [
      `${payload.from_name} asks for a tour guide. Reply to this email to write to them; the request waits in the enquiry inbox as ${reference}.`,
    ],
    details: [
      ['Reference', reference],
      ['Name', payload.from_name],
      ['Email', payload.from_email],
      ['Phone', payload.phone],
      ['Tour date', payload.tour_date],
      ['Group size', payload.group_size],
      ['Duration', payload.duration],
      ['Destination', payload.destination],
      ['Message', payload.message],
    ],
    action: { label: 'Open the enquiry inbox', page: '/admin/bookings' },
    footnotes: settings.autoReplySkipped
      ? ['No auto-reply went to the visitor: their address has had its auto-replies for today.']
      : [],
  };
  return {
    kind: 'booking-notification',
    to: { address: payload.to_email },
    replyTo: payload.from_email,
    subject: `New guide request ${reference} from ${payload.from_name}`,
    ...renderEmail(content, { siteUrl: settings.siteUrl, language: 'en' }),
  };
}

/** The start of the visitor's message, with no link left in it (see inertText). */
function quotedMessage(message: string): string {
  const characters = Array.from(message);
  if (characters.length <= QUOTED_MESSAGE_CHARACTERS) return inertText(message);
  return `${inertText(characters.slice(0, QUOTED_MESSAGE_CHARACTERS).join('')).trimEnd()}…`;
}

/**
 * To the visitor, in the language of the request that made the booking: the thank-you, their
 * reference, the promised reply and what they asked for. Anyone can type anyone's address into
 * the form, so what they typed is quoted inert: this email never carries a stranger's link in
 * the company's name. The business's copy is verbatim.
 */
export function customerAutoReply(
  payload: CustomerAutoReplyPayload,
  reference: string,
  settings: BookingEmailSettings,
  language: SiteLanguage,
): MailMessage {
  const i18n = i18nFor(language);
  const message = quotedMessage(payload.message);
  const received = translateIn(language, bookingReceivedMessage(reference));
  const content: EmailContent = {
    preheader: received,
    heading: i18n._('Thank you for your booking request!'),
    paragraphs: [
      i18n._('Dear {name},', { name: inertText(payload.to_name) }),
      translateIn(language, BOOKING_MESSAGES.success),
      received,
    ],
    details: [
      [i18n._('Reference'), reference],
      [i18n._('Tour date'), payload.tour_date],
      [i18n._('Destination'), payload.destination],
      [i18n._('Group size'), payload.group_size],
      [i18n._('Duration'), payload.duration],
      [i18n._('Phone'), inertText(payload.phone)],
      [i18n._('Message'), message],
    ],
    footnotes: [
      ...(message === payload.message
        ? []
        : [
            i18n._(
              'This email quotes your message without working links and at most its first {characters} characters; we received it as you wrote it.',
              { characters: QUOTED_MESSAGE_CHARACTERS },
            ),
          ]),
      i18n._(
        'Nothing is booked until we confirm your tour. Reply to this email with any question.',
      ),
      i18n._('Did not send this request? Then you can ignore this email.'),
    ],
  };
  return {
    kind: 'booking-auto-reply',
    to: { address: payload.to_email, name: payload.to_name },
    replyTo: settings.businessEmail,
    subject: i18n._('We received your guide request {reference}', { reference }),
    ...renderEmail(content, { siteUrl: settings.siteUrl, language }),
  };
}
