import { agedFormTicket } from './support/form-tickets';
import { confirmGuide } from './support/guide-access';
import { MailServer, subjectOf } from './support/mail-server';
import { bookingOf, type TourBooking } from './support/tour-bookings';

/**
 * A booking held for a bank transfer, emailed through a real SMTP conversation: to the traveller
 * in the language they booked in, with the company's account and their private link; to the
 * company in English.
 */
const BUSINESS = 'bookings@tours.example.test';
const GUIDE = 'guide@tours.example.test';
const ACCOUNT = 'Bank of Ceylon, Colombo\nSerendib Trails (Pvt) Ltd\nAccount 0123 4567 89';
const server = new MailServer();

beforeAll(async () => {
  await server.start({
    BUSINESS_EMAIL: BUSINESS,
    ADMIN_EMAILS: GUIDE,
    BANK_TRANSFER_DETAILS: ACCOUNT.replaceAll('\n', '\\n'),
  });
  await server.query(`INSERT INTO "guides" ("name", "languages") VALUES ('Nimal', '{de}')`);
}, 120_000);

afterAll(() => server.stop(), 60_000);

test('a German traveller is emailed in German: the price, the account and the link', async () => {
  const asked = bookingOf('highlights-3', '2027-07-07', {
    travellers: 3,
    email: 'lena.weber@example.test',
    name: 'Lena Weber',
    formTicket: agedFormTicket(),
  });
  const answer = await server.call<TourBooking & { manageUrl: string }>(
    'POST',
    '/api/tour-bookings',
    asked,
    { 'accept-language': 'de' },
  );
  expect(answer.status).toBe(201);
  const { reference, payment, manageUrl } = answer.body;
  // The answer says where to transfer, in German: 20 % of 3 × 225 dollars.
  expect(payment.instructions).toBe(
    `Bitte überweisen Sie die Anzahlung von 135\u00a0$ innerhalb von 48 Stunden unter Angabe Ihrer Referenz ${reference} an:\n${ACCOUNT}`,
  );
  expect(manageUrl).toMatch(/\/de\/manage-booking\/[\w.-]+$/);

  const mail = await server.mailTo(asked.email);
  expect(subjectOf(mail)).toBe(`Ihre Tour ${reference} ist für Sie reserviert`);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Guten Tag Lena Weber,');
    expect(part).toContain('Preis pro Person');
    expect(part).toContain('Mittwoch, 7. Juli 2027');
    expect(part).toContain('675\u00a0$');
  }
  expect(mail.text.replaceAll('\r\n', '\n')).toContain(ACCOUNT);
  // The private link, in German: the booking's own page, to see and cancel it.
  expect(mail.text).toContain(`Meine Buchung verwalten: ${manageUrl}`);

  const notice = await server.mailTo(BUSINESS);
  expect(subjectOf(notice)).toBe(`Tour booking ${reference} from Lena Weber: held`);
  expect(notice.text).toContain('Record the deposit when it reaches the account.');
  expect(notice.headers['reply-to']).toContain(asked.email);
});

test('the deposit recorded, the tour is confirmed by email in German, with it as a calendar entry', async () => {
  const session = await server.signUp({}, GUIDE);
  const guide = await confirmGuide(
    { token: session.token, user: { email: GUIDE } },
    { base: server.baseUrl, mailbox: server.mailbox },
  );
  const asked = bookingOf('highlights-3', '2027-08-03', {
    email: 'jonas.becker@example.test',
    name: 'Jonas Becker',
  });
  const booked = await server.call<TourBooking>('POST', '/api/tour-bookings', asked, {
    'accept-language': 'de',
  });
  const { reference } = booked.body;

  const recorded = await server.call<{ booking: TourBooking }>(
    'POST',
    `/api/tour-bookings/${reference}/deposit`,
    undefined,
    {},
    guide.token,
  );
  expect(recorded.status).toBe(200);
  expect(recorded.body.booking.status).toBe('confirmed');

  const mail = await server.mailTo(asked.email, (subject) => subject.endsWith('ist bestätigt'));
  expect(subjectOf(mail)).toBe(`Ihre Tour ${reference} ist bestätigt`);
  expect(mail.text).toContain('Wir haben Ihre Anzahlung von 100\u00a0$ erhalten');
  expect(mail.text).toContain('Anzahlung bezahlt: 100\u00a0$');
  expect(mail.attachments).toEqual([
    {
      filename: `${reference}.ics`,
      contentType: expect.stringMatching(/^text\/calendar/),
      content: expect.stringContaining('BEGIN:VCALENDAR'),
    },
  ]);
  const entry = mail.attachments[0].content.replace(/\r\n /g, '');
  // An all-day event from the first day to the last (it ends as the day after begins).
  expect(entry).toContain('DTSTART;VALUE=DATE:20270803');
  expect(entry).toContain('DTEND;VALUE=DATE:20270806');
  expect(entry).toContain(`UID:${reference}@`);
  expect(entry).toContain('SUMMARY:Highlights Sri Lankas (Serendib Trails)');
});
