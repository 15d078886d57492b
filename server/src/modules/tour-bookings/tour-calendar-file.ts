import { BRAND_NAME } from '@lanka-tours/shared/brand';
import type { MailAttachment } from '../mail';
import { calendarText, compactDay, icalText, nextDay } from './ical';
import type { TourBooking } from './tour-booking';

/**
 * The tour as one all-day event for the traveller's calendar, from its first day to its last
 * (DTEND is the day after, as all-day events end), with the manage link.
 */
export function tourCalendarFile(
  booking: TourBooking,
  manageUrl: string,
  siteHost: string,
): MailAttachment {
  const event = [
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${siteHost}`,
    `DTSTART;VALUE=DATE:${compactDay(booking.startDate)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(booking.endDate))}`,
    `SUMMARY:${icalText(`${booking.tourTitle} (${BRAND_NAME})`)}`,
    `DESCRIPTION:${icalText(`${booking.reference}: ${manageUrl}`)}`,
    `URL:${manageUrl}`,
    'LOCATION:Sri Lanka',
    'END:VEVENT',
  ];
  return {
    filename: `${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarText('Tour bookings', [event]),
  };
}
