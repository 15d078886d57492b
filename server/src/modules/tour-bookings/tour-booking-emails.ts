import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { formatMoney } from '@lanka-tours/shared/money';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { i18nFor } from '../../common/i18n';
import { inertText, renderEmail, type EmailContent, type MailMessage } from '../mail';
import type { TourBooking } from './tour-booking';

export interface TourBookingEmailSettings {
  businessEmail: string;
  siteUrl: string;
}

/** Amounts, days and moments as a language writes them. */
export function writer(language: SiteLanguage) {
  const locale = INTL_LOCALES[language];
  return {
    money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
    day: (day: string) => longCalendarDate(day, locale, true),
    moment: (iso: string) =>
      new Date(iso).toLocaleString(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: COMPANY_TIME_ZONE,
        timeZoneName: 'short',
      }),
  };
}

/** The booking's lines, as its emails list them; the deposit is due, or paid. */
export function bookingDetails(
  booking: TourBooking,
  language: SiteLanguage,
  depositPaid = false,
): [string, string][] {
  const i18n = i18nFor(language);
  const write = writer(language);
  const money = (cents: number) => write.money(cents, booking.currency);
  return [
    [i18n._('Reference'), booking.reference],
    [i18n._('Tour'), booking.tourTitle],
    [i18n._('First day'), write.day(booking.startDate)],
    [i18n._('Last day'), write.day(booking.endDate)],
    [i18n._('Travellers'), String(booking.travellers)],
    // A quoted tour is priced by its quote's lines, not per person.
    ...(booking.perPerson
      ? [
          [i18n._('Price per person'), `${money(booking.perPerson)} × ${booking.travellers}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(booking.peakSurcharge
      ? [[i18n._('Peak season surcharge'), money(booking.peakSurcharge)] as [string, string]]
      : []),
    [i18n._('Total'), money(booking.total)],
    [depositPaid ? i18n._('Deposit paid') : i18n._('Deposit due now'), money(booking.deposit)],
    [
      i18n._('Balance'),
      i18n._('{amount}, due on {date}', {
        amount: money(booking.balance),
        date: write.day(booking.balanceDueOn),
      }),
    ],
  ];
}

/**
 * To the traveller, in their language: the guide is held for them until a moment, and how to pay
 * the deposit that confirms it, with their private link. What they typed is quoted inert, since
 * anyone can type anyone's address.
 */
export function heldEmail(
  booking: TourBooking,
  managePage: string,
  settings: TourBookingEmailSettings,
): MailMessage {
  const { language } = booking;
  const i18n = i18nFor(language);
  const until = writer(language).moment(booking.holdExpiresAt);
  const held = i18n._('Your guide is held for you until {until}.', { until });
  const content: EmailContent = {
    preheader: held,
    heading: i18n._('Your tour is held: pay the deposit to confirm it'),
    paragraphs: [
      i18n._('Dear {name},', { name: inertText(booking.name) }),
      held,
      ...(booking.payment.instructions ? [booking.payment.instructions] : []),
    ],
    details: bookingDetails(booking, language),
    action: { label: i18n._('Manage my booking'), page: managePage },
    footnotes: [
      i18n._(
        'The link is yours alone: with it you see your booking and cancel it. Do not pass it on.',
      ),
      i18n._('Reply to this email with any question.'),
      i18n._('Did not book this tour? Then you can ignore this email: the hold ends by itself.'),
    ],
  };
  const subject = i18n._('Your tour {reference} is held for you', { reference: booking.reference });
  return travellerEmail('tour-booking-held', booking, subject, content, settings);
}

/** A message to the company about `booking`, in English; a reply goes to the traveller. */
/** To the traveller, in their language, about their booking: a reply goes to the company. */
export function travellerEmail(
  kind: string,
  booking: TourBooking,
  subject: string,
  content: EmailContent,
  settings: TourBookingEmailSettings,
): MailMessage {
  return {
    kind,
    to: { address: booking.email, name: booking.name },
    replyTo: settings.businessEmail,
    subject,
    ...renderEmail(content, { siteUrl: settings.siteUrl, language: booking.language }),
  };
}

export function companyNotification(
  booking: TourBooking,
  subject: string,
  content: EmailContent,
  settings: TourBookingEmailSettings,
): MailMessage {
  return {
    kind: 'tour-booking-notification',
    to: { address: settings.businessEmail },
    replyTo: booking.email,
    subject,
    ...renderEmail(content, { siteUrl: settings.siteUrl, language: 'en' }),
  };
}

/**
 * To the company, in English: a guide is held for a new booking, with what the company must do
 * for its payment (`companyNote`); a reply goes to the traveller.
 */
export function heldNotification(
  booking: TourBooking,
  settings: TourBookingEmailSettings,
  companyNote: string | undefined,
): MailMessage {
  const content: EmailContent = {
    preheader: `${booking.name} booked ${booking.tourTitle} from ${booking.startDate}.`,
    heading: 'New tour booking, held until its deposit is paid',
    paragraphs: [
      `${booking.name} booked a tour online; a guide is held until ${writer('en').moment(booking.holdExpiresAt)}. Reply to this email to write to them.`,
      ...(companyNote ? [companyNote] : []),
    ],
    details: [
      ...bookingDetails(booking, 'en'),
      ['Name', booking.name],
      ['Email', booking.email],
      ['Phone', booking.phone],
      ['Language', booking.language],
      ['Guide speaking', booking.guideLanguage ?? 'any'],
      ['Payment', booking.payment.provider],
      ['Message', booking.message || '(none)'],
    ],
  };
  return companyNotification(
    booking,
    `Tour booking ${booking.reference} from ${booking.name}: held`,
    content,
    settings,
  );
}

/**
 * To the company, in English: a deposit was paid online for a booking that can no longer take it
 * (cancelled, or its hold ended and no guide is free any more); the company refunds it or agrees
 * other days with the traveller, to whom a reply goes.
 */
export function paymentToSettle(
  booking: TourBooking,
  settings: TourBookingEmailSettings,
): MailMessage {
  const why =
    booking.status === 'cancelled'
      ? 'The booking had been cancelled.'
      : 'Its hold had ended and no guide is free for these days any more.';
  const content: EmailContent = {
    preheader: `A deposit arrived for ${booking.reference}, which cannot take it.`,
    heading: 'A deposit to refund, or other days to agree',
    paragraphs: [
      `${booking.name} paid the deposit for ${booking.reference} through ${booking.payment.provider}. ${why}`,
      'Refund the deposit, or reply to this email to agree other days with the traveller.',
    ],
    details: [
      ...bookingDetails(booking, 'en', true),
      ['Name', booking.name],
      ['Email', booking.email],
      ['Phone', booking.phone],
    ],
  };
  return companyNotification(
    booking,
    `Tour booking ${booking.reference}: a deposit to settle`,
    content,
    settings,
  );
}
