import { agedFormTicket } from './support/form-tickets';
import { MailServer, subjectOf } from './support/mail-server';
import { bookingOf, type TourBooking } from './support/tour-bookings';

/**
 * A booking held for a bank transfer, emailed through a real SMTP conversation: to the traveller
 * in the language they booked in, with the company's account and their private link; to the
 * company in English.
 */
const BUSINESS = 'bookings@tours.example.test';
const ACCOUNT = 'Bank of Ceylon, Colombo\nSerendib Trails (Pvt) Ltd\nAccount 0123 4567 89';
const server = new MailServer();

beforeAll(async () => {
  await server.start({
    BUSINESS_EMAIL: BUSINESS,
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
