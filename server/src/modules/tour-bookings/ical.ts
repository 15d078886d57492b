import { BRAND_NAME } from '@lanka-tours/shared/brand';
import { dayAfter } from '@lanka-tours/shared/company-days';

/** Text as an iCalendar value writes it (RFC 5545, 3.3.11): \, ; , and line ends escaped. */
export function icalText(value: string): string {
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

export const compactDay = (day: string) => day.replaceAll('-', '');
const compactMoment = (moment: Date) => moment.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** An all-day event's DTEND: the day after its last (RFC 5545, 3.6.1). */
export const nextDay = (day: string) => dayAfter(day, 1);

/**
 * A calendar of `events` (each its lines from BEGIN:VEVENT to END:VEVENT, without DTSTAMP, which
 * is added), published by the company under `product`, with CRLF line ends and folded lines.
 */
export function calendarText(product: string, events: string[][], name?: string): string {
  const stamp = `DTSTAMP:${compactMoment(new Date())}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icalText(BRAND_NAME)}//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${icalText(name)}`] : []),
    ...events.flatMap(([begin, ...rest]) => [begin, stamp, ...rest]),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
