import { BRAND_NAME } from '@lanka-tours/shared/brand';
import type { MailAttachment } from '../mail';
import type { TourBooking } from './tour-booking';

/** Text as an iCalendar value writes it (RFC 5545, 3.3.11): \, ; , and line ends escaped. */
function icalText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded, each continuation starting with a space (3.1). */
function folded(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start ? 74 : 75), bytes.length);
    // Never inside a character: back off to the start of one.
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replaceAll('-', '');
const compactMoment = (moment: Date) => moment.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The tour as one all-day event for the traveller's calendar, from its first day to its last
 * (DTEND is the day after, as all-day events end), with the manage link.
 */
export function tourCalendarFile(
  booking: TourBooking,
  manageUrl: string,
  siteHost: string,
): MailAttachment {
  const end = new Date(`${booking.endDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icalText(BRAND_NAME)}//Tour bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${siteHost}`,
    `DTSTAMP:${compactMoment(new Date())}`,
    `DTSTART;VALUE=DATE:${compactDay(booking.startDate)}`,
    `DTEND;VALUE=DATE:${compactDay(end.toISOString().slice(0, 10))}`,
    `SUMMARY:${icalText(`${booking.tourTitle} (${BRAND_NAME})`)}`,
    `DESCRIPTION:${icalText(`${booking.reference}: ${manageUrl}`)}`,
    `URL:${manageUrl}`,
    'LOCATION:Sri Lanka',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: `${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: `${lines.map(folded).join('\r\n')}\r\n`,
  };
}
