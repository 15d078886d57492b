import {
  BOOKING_MESSAGES,
  bookingReceivedNote,
  type BookingRequestValues,
} from '../../shared/booking-options';
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

/** 2026-03-02 → Monday, March 2, 2026: the specification's readable en-US date. */
export function readableDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
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

export function customerAutoReplyPayload(request: StoredRequest): CustomerAutoReplyPayload {
  return {
    to_email: request.email,
    to_name: request.name,
    tour_date: readableDate(request.tourDate),
    destination: request.destination,
    group_size: request.groupSize,
    duration: request.duration,
    message: request.message || NO_MESSAGE,
    phone: request.phone,
  };
}

/** To the business: every detail, a reply goes to the visitor, a link to the enquiry inbox. */
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
    action: { label: 'Open the enquiry inbox', url: `${settings.siteUrl}/admin/bookings` },
    footnotes: settings.autoReplySkipped
      ? ['No auto-reply went to the visitor: their address has had its auto-replies for today.']
      : [],
  };
  return {
    kind: 'booking-notification',
    to: { address: payload.to_email },
    replyTo: payload.from_email,
    subject: `New guide request ${reference} from ${payload.from_name}`,
    ...renderEmail(content, settings.siteUrl),
  };
}

/** The start of the visitor's message, with no link left in it (see inertText). */
function quotedMessage(message: string): string {
  const characters = Array.from(message);
  if (characters.length <= QUOTED_MESSAGE_CHARACTERS) return inertText(message);
  return `${inertText(characters.slice(0, QUOTED_MESSAGE_CHARACTERS).join('')).trimEnd()}…`;
}

/**
 * To the visitor: the thank-you, their reference, the promised reply and what they asked for.
 * Anyone can type anyone's address into the form, so what they typed is quoted inert: this
 * email never carries a stranger's link in the company's name. The business's copy is verbatim.
 */
export function customerAutoReply(
  payload: CustomerAutoReplyPayload,
  reference: string,
  settings: BookingEmailSettings,
): MailMessage {
  const message = quotedMessage(payload.message);
  const content: EmailContent = {
    preheader: bookingReceivedNote(reference),
    heading: 'Thank you for your booking request!',
    paragraphs: [
      `Dear ${inertText(payload.to_name)},`,
      BOOKING_MESSAGES.success,
      bookingReceivedNote(reference),
    ],
    details: [
      ['Reference', reference],
      ['Tour date', payload.tour_date],
      ['Destination', payload.destination],
      ['Group size', payload.group_size],
      ['Duration', payload.duration],
      ['Phone', inertText(payload.phone)],
      ['Message', message],
    ],
    footnotes: [
      ...(message === payload.message
        ? []
        : [
            `This email quotes your message without working links and at most its first ${QUOTED_MESSAGE_CHARACTERS} characters; we received it as you wrote it.`,
          ]),
      'Nothing is booked until we confirm your tour. Reply to this email with any question.',
      'Did not send this request? Then you can ignore this email.',
    ],
  };
  return {
    kind: 'booking-auto-reply',
    to: { address: payload.to_email, name: payload.to_name },
    replyTo: settings.businessEmail,
    subject: `We received your guide request ${reference}`,
    ...renderEmail(content, settings.siteUrl),
  };
}
