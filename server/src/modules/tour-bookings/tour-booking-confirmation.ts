import { i18nFor } from '../../common/i18n';
import { inertText, type EmailContent, type MailMessage } from '../mail';
import type { ManageLink } from './manage-links';
import type { TourBooking } from './tour-booking';
import {
  bookingDetails,
  travellerEmail,
  writer,
  type TourBookingEmailSettings,
} from './tour-booking-emails';
import { tourCalendarFile } from './tour-calendar-file';

/**
 * To the traveller, in their language, once the deposit has arrived: the tour is confirmed, what
 * is paid and what is due, the private link, and the tour as an entry for their calendar.
 */
export function confirmedEmail(
  booking: TourBooking,
  link: ManageLink,
  settings: TourBookingEmailSettings,
): MailMessage {
  const { language } = booking;
  const i18n = i18nFor(language);
  const paid = i18n._('We have received your deposit of {amount}: your tour is confirmed.', {
    amount: writer(language).money(booking.deposit, booking.currency),
  });
  const content: EmailContent = {
    preheader: paid,
    heading: i18n._('Your tour is confirmed'),
    paragraphs: [i18n._('Dear {name},', { name: inertText(booking.name) }), paid],
    details: bookingDetails(booking, language, true),
    action: { label: i18n._('Manage my booking'), page: link.page },
    footnotes: [
      i18n._('The attached calendar file adds the tour to your calendar.'),
      i18n._(
        'The link is yours alone: with it you see your booking and cancel it. Do not pass it on.',
      ),
      i18n._('Reply to this email with any question.'),
    ],
  };
  const subject = i18n._('Your tour {reference} is confirmed', { reference: booking.reference });
  return {
    ...travellerEmail('tour-booking-confirmed', booking, subject, content, settings),
    attachments: [tourCalendarFile(booking, link.url, new URL(settings.siteUrl).host)],
  };
}

/**
 * To the traveller, in their language, once the balance has arrived: the tour is paid in full,
 * with the private link.
 */
export function paidInFullEmail(
  booking: TourBooking,
  link: ManageLink,
  settings: TourBookingEmailSettings,
): MailMessage {
  const { language } = booking;
  const i18n = i18nFor(language);
  const write = writer(language);
  const paid = i18n._(
    'We have received your balance of {amount}: your tour is paid in full. We look forward to {date}.',
    {
      amount: write.money(booking.total - booking.deposit, booking.currency),
      date: write.day(booking.startDate),
    },
  );
  const content: EmailContent = {
    preheader: paid,
    heading: i18n._('Your tour is paid in full'),
    paragraphs: [i18n._('Dear {name},', { name: inertText(booking.name) }), paid],
    details: [
      ...bookingDetails(booking, language, true).slice(0, 5),
      [i18n._('Total'), write.money(booking.total, booking.currency)],
      [i18n._('Paid'), write.money(booking.paid, booking.currency)],
    ],
    action: { label: i18n._('Manage my booking'), page: link.page },
    footnotes: [i18n._('Reply to this email with any question.')],
  };
  const subject = i18n._('Your tour {reference} is paid in full', {
    reference: booking.reference,
  });
  return travellerEmail('tour-booking-paid-in-full', booking, subject, content, settings);
}
