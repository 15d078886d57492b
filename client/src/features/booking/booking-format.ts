import { BOOKING_CHOICE_DESCRIPTORS } from '@lanka-tours/shared/messages/booking-messages';
import type { BookingStatus } from '../../graphql/generated';
import { useTranslateMessage } from '../../lib/translate-message';

/** In English, the ids of their translations. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  new: /*i18n*/ 'New',
  contacted: /*i18n*/ 'Contacted',
  quoted: /*i18n*/ 'Quoted',
  accepted: /*i18n*/ 'Quote accepted',
  booked: /*i18n*/ 'Booked',
  confirmed: /*i18n*/ 'Confirmed',
  declined: /*i18n*/ 'Declined',
  cancelled: /*i18n*/ 'Cancelled',
};

/** A booking's stored choice (its English message: '4-7 days', 'Galle Fort') in the page's language. */
export function useBookingChoice(): (choice: string) => string {
  const translate = useTranslateMessage();
  const texts: Partial<
    Record<string, (typeof BOOKING_CHOICE_DESCRIPTORS)[keyof typeof BOOKING_CHOICE_DESCRIPTORS]>
  > = BOOKING_CHOICE_DESCRIPTORS;
  return (choice) => translate(texts[choice] ?? choice);
}

/** When something happened, in the visitor's own time zone and the page's locale. */
export function formatMoment(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
