import { i18nFor } from '../../common/i18n';
import { inertText, type EmailContent, type MailMessage } from '../mail';
import type { TourBooking } from './tour-booking';
import {
  bookingDetails,
  companyNotification,
  travellerEmail,
  writer,
  type TourBookingEmailSettings,
} from './tour-booking-emails';

/** Who cancelled a booking: its traveller by their link, or the company. */
export type CancelledBy = 'traveller' | 'company';

/**
 * To the traveller of a paid booking, in their language: it is cancelled, and what comes back of
 * what they paid by the cancellation policy.
 */
export function cancelledEmail(
  booking: TourBooking,
  settings: TourBookingEmailSettings,
): MailMessage {
  const { language } = booking;
  const i18n = i18nFor(language);
  const money = (cents: number) => writer(language).money(cents, booking.currency);
  const refund = booking.refund?.amount ?? 0;
  const outcome = refund
    ? i18n._('By our cancellation policy we refund {amount} of the {paid} you paid.', {
        amount: money(refund),
        paid: money(booking.paid),
      })
    : i18n._('By our cancellation policy, nothing of the {paid} you paid is refunded.', {
        paid: money(booking.paid),
      });
  const content: EmailContent = {
    preheader: outcome,
    heading: i18n._('Your tour is cancelled'),
    paragraphs: [
      i18n._('Dear {name},', { name: inertText(booking.name) }),
      i18n._('Your booking {reference} is cancelled.', { reference: booking.reference }),
      outcome,
    ],
    details: bookingDetails(booking, language, true),
    footnotes: [i18n._('Reply to this email with any question.')],
  };
  const subject = i18n._('Your tour {reference} is cancelled', { reference: booking.reference });
  return travellerEmail('tour-booking-cancelled', booking, subject, content, settings);
}

/**
 * To the company, in English: a paid booking is cancelled, and the refund it owes: paid back
 * through the provider by itself (`refundsItself`), or by the company.
 */
export function cancellationNotification(
  booking: TourBooking,
  cancelled: { by: CancelledBy; refundsItself: boolean },
  settings: TourBookingEmailSettings,
): MailMessage {
  const { by, refundsItself } = cancelled;
  const provider = booking.payment.provider;
  const money = (cents: number) => writer('en').money(cents, booking.currency);
  const refund = booking.refund?.amount ?? 0;
  const content: EmailContent = {
    preheader: `${booking.reference} was cancelled by the ${by}.`,
    heading: refund ? `A refund of ${money(refund)} is due` : 'A booking is cancelled',
    paragraphs: [
      `${booking.name}'s booking ${booking.reference} was cancelled by the ${by}; its guide is free again.`,
      refund
        ? `By the cancellation policy ${money(refund)} of the ${money(booking.paid)} paid goes back: ${
            refundsItself
              ? `${provider} pays it back by itself; should ${provider} refuse, /admin/bookings lists it as due.`
              : 'refund it to the traveller.'
          }`
        : `By the cancellation policy nothing of the ${money(booking.paid)} paid goes back.`,
    ],
    details: [
      ...bookingDetails(booking, 'en', true),
      ['Name', booking.name],
      ['Email', booking.email],
      ['Payment', booking.payment.provider],
    ],
  };
  return companyNotification(
    booking,
    `Tour booking ${booking.reference}: cancelled by the ${by}`,
    content,
    settings,
  );
}
