import { contentEditor, REFUSED_CALLERS } from './support/content';
import { valueOf } from './support/guides';
import { request } from './support/http';
import {
  bookingOf,
  onlyGuide,
  THREE_DAYS,
  TOUR_BOOKINGS_TRANSPORTS,
} from './support/tour-bookings';

/** The company's bookings as a spreadsheet reads them: `GET /api/tour-bookings/export.csv`. */
const EXPORT = '/api/tour-bookings/export.csv';
const [rest] = TOUR_BOOKINGS_TRANSPORTS;

/** The CSV's rows, each a list of its cells (every cell is quoted). */
function rowsOf(csv: string): string[][] {
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map(([, cell]) => cell.replaceAll('""', '"')),
    );
}

test('a tour guide downloads every booking as CSV, amounts in dollars, formulas made inert', async () => {
  const guide = await onlyGuide();
  const asked = bookingOf(THREE_DAYS, '2027-11-02', {
    guideLanguage: guide.language,
    name: '=HYPERLINK("https://evil.example","Anna")',
    message: 'Pickup at "Cinnamon Grand", Colombo',
  });
  const { booking } = valueOf(await rest.book(asked));
  valueOf(await rest.recordDeposit(booking.reference, { token: (await contentEditor()).token }));

  const answer = await request('GET', EXPORT, { token: (await contentEditor()).token });

  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="?tour-bookings-\d{4}-\d{2}-\d{2}\.csv"?$/,
  );
  const [header, ...rows] = rowsOf(answer.text);
  const row = Object.fromEntries(
    header.map((title, at) => [title, rows.find((cells) => cells[0] === booking.reference)![at]]),
  );
  expect(row).toMatchObject({
    Status: 'confirmed',
    Tour: booking.tourTitle,
    'First day': '2027-11-02',
    'Last day': '2027-11-04',
    Travellers: '2',
    Guide: 'Sunil Bandara',
    Name: `'=HYPERLINK("https://evil.example","Anna")`,
    Total: (booking.total / 100).toFixed(2),
    Deposit: (booking.deposit / 100).toFixed(2),
    Paid: (booking.deposit / 100).toFixed(2),
    Payment: 'bank-transfer',
    Message: 'Pickup at "Cinnamon Grand", Colombo',
  });
});

test.each(REFUSED_CALLERS)(
  'is for no one but a tour guide: not $name',
  async ({ token, expected }) => {
    const answer = await request('GET', EXPORT, { token: await token() });

    expect(answer.status).toBe(expected);
    expect(answer.text).not.toContain('Reference');
  },
);
