import type { CompanyTourBooking } from './tour-booking';

/** Amounts as a spreadsheet reads them: major units, two decimals (55000 → "550.00"). */
const major = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * One cell, quoted; text a spreadsheet would take for a formula (=, +, -, @, a tab or a return
 * first) gets an apostrophe before it, so a traveller's name cannot run in the company's
 * spreadsheet (OWASP, CSV injection).
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

const COLUMNS: [string, (booking: CompanyTourBooking) => string | number | null][] = [
  ['Reference', (b) => b.reference],
  ['Status', (b) => b.status],
  ['Tour', (b) => b.tourTitle],
  ['First day', (b) => b.startDate],
  ['Last day', (b) => b.endDate],
  ['Travellers', (b) => b.travellers],
  ['Guide', (b) => b.guideName],
  ['Name', (b) => b.name],
  ['Email', (b) => b.email],
  ['Phone', (b) => b.phone],
  ['Language', (b) => b.language],
  ['Guide speaking', (b) => b.guideLanguage],
  ['Currency', (b) => b.currency],
  ['Total', (b) => major(b.total)],
  ['Deposit', (b) => major(b.deposit)],
  ['Paid', (b) => major(b.paid)],
  ['Balance', (b) => major(b.balance)],
  ['Balance due on', (b) => b.balanceDueOn],
  ['Payment', (b) => b.payment.provider],
  ['Refund', (b) => (b.refund ? major(b.refund.amount) : null)],
  ['Refund status', (b) => b.refund?.status ?? null],
  ['Message', (b) => b.message],
];

/** The bookings as CSV (RFC 4180: CRLF lines, every cell quoted), one row each under a header. */
export function bookingsCsv(bookings: CompanyTourBooking[]): string {
  const rows = [
    COLUMNS.map(([title]) => cell(title)),
    ...bookings.map((booking) => COLUMNS.map(([, value]) => cell(value(booking)))),
  ];
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
