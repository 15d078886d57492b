import path from 'node:path';
import { newAccount } from './support/accounts';
import {
  bookingEmails,
  bookingForm,
  graphqlBookings,
  restBookings,
  storedBookings,
  type BookingEmailRow,
  type BookingForm,
} from './support/bookings';
import { confirmGuide } from './support/guide-access';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './support/database';
import { freePort, startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { SmtpMailbox, type ReceivedMail } from './support/smtp-mailbox';
import { stopOwnServer } from './support/own-servers';
import { jwtSecret } from './support/test-env';
import { failureOf, valueOf } from './support/transports';
import { restFrom, visitorIp } from './support/visitor';

/**
 * A server on a database of its own, sending through SMTP to a port where at first nothing
 * listens; then a real SMTP server opens there, deferring with 451 before it accepts.
 */
const BUSINESS = 'enquiries@tours.example.test';
const ADMIN = 'guide@tours.example.test';
const refused = new Set<string>();
const mailbox = new SmtpMailbox((address) => refused.has(address));
let database: ScratchDatabase;
let smtpPort: number;
let server: RunningServer;
let adminToken: string;

beforeAll(async () => {
  database = await createScratchDatabase();
  smtpPort = await freePort();
  server = await startServer({
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret(),
    DATABASE_URL: database.url,
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
    ADMIN_EMAILS: ADMIN,
    BUSINESS_EMAIL: BUSINESS,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_MAX_ATTEMPTS: '30',
  });
  const registered = await restFrom<{ token: string; user: { email: string } }>(
    visitorIp(),
    'POST',
    '/api/auth/register',
    newAccount({ email: ADMIN }),
    { base: server.baseUrl },
  );
  // The guide's confirmation is read from the outbox: the mailbox does not listen yet.
  adminToken = (
    await confirmGuide(registered.body, { base: server.baseUrl, databaseUrl: database.url })
  ).token;
}, 120_000);

afterAll(() => stopOwnServer(server, mailbox, database), 60_000);

const onServer = () => ({ base: server.baseUrl });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a visitor's two emails (in this server's database) until `done` holds for both. */
async function emailsUntil(
  email: string,
  done: (row: BookingEmailRow) => boolean,
  timeoutMs = 20_000,
): Promise<BookingEmailRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { notifications, autoReplies } = await bookingEmails(email, database.url);
    const rows = [...notifications, ...autoReplies];
    if (rows.length === 2 && rows.every(done)) return rows;
    if (Date.now() > deadline) throw new Error(`Emails about ${email}: ${JSON.stringify(rows)}`);
    await pause(50);
  }
}

/** The delivered mail of one enquiry: the business's, found by its reference, and the visitor's. */
function delivered(form: BookingForm, reference: string) {
  const toBusiness = mailbox
    .to(BUSINESS)
    .filter((mail) => mail.headers.subject.includes(reference));
  return { toBusiness, toVisitor: mailbox.to(form.email) };
}

describe('with SMTP down, then deferring with 451, then back', () => {
  const sent: { form: BookingForm; reference: string }[] = [];

  test('the visitor still gets the thank-you and a reference; the booking and its 2 emails wait', async () => {
    const form = bookingForm();

    const answer = valueOf(await restBookings.request(form, onServer()));

    expect(answer.reference).toMatch(/^LK-\d{4}-\d{6}$/);
    expect(await storedBookings(form.email, database.url)).toEqual([
      expect.objectContaining({ reference: answer.reference }),
    ]);
    const rows = await emailsUntil(form.email, (row) => row.attempts >= 2);
    for (const row of rows) {
      expect(row.status).toMatch(/^(queued|sending)$/);
      expect(row.last_error).toContain('ECONNREFUSED');
    }
    expect(mailbox.received).toHaveLength(0);
    sent.push({ form, reference: answer.reference });
  });

  test('while the mail server defers with 451, requests succeed and their emails keep waiting', async () => {
    mailbox.deferring = true;
    await mailbox.listen(smtpPort);
    const form = bookingForm();

    const answer = valueOf(await graphqlBookings.request(form, onServer()));

    sent.push({ form, reference: answer.reference });
    for (const { form: each } of sent) {
      const rows = await emailsUntil(each.email, (row) => /451/.test(row.last_error ?? ''));
      expect(rows.map((row) => row.status)).not.toContain('failed');
    }
    expect(mailbox.received).toHaveLength(0);
  });

  test('once it accepts, exactly one business email and one auto-reply arrive per request', async () => {
    mailbox.deferring = false;

    for (const { form } of sent) await emailsUntil(form.email, (row) => row.status === 'sent');
    // Another twenty polls: nothing is sent twice.
    await pause(1000);

    for (const { form, reference } of sent) {
      const { toBusiness, toVisitor } = delivered(form, reference);
      expect([toBusiness.length, toVisitor.length]).toEqual([1, 1]);
      expect(toBusiness[0].headers['reply-to']).toBe(form.email);
      expect(toBusiness[0].text).toContain(`Phone: ${form.phone}`);
      expect(toVisitor[0].text).toContain(
        `Your reference number is ${reference}. We will reply within 24 hours.`,
      );
    }
    // Besides the guide's own confirmation email, sent when the guide registered.
    expect(mailbox.received.length - mailbox.to(ADMIN).length).toBe(sent.length * 2);
  });
});

describe('as delivered by SMTP', () => {
  let form: BookingForm;
  let mails: { toBusiness: ReceivedMail[]; toVisitor: ReceivedMail[] };

  beforeAll(async () => {
    await mailbox.listen(smtpPort);
    form = bookingForm({
      name: 'Mallory\r\nBcc: victim@example.com',
      message: '<script>alert(1)</script>\r\nSee you <b>soon</b>',
    });
    const { reference } = valueOf(await restBookings.request(form, onServer()));
    await emailsUntil(form.email, (row) => row.status === 'sent');
    mails = delivered(form, reference);
  });

  test('a line break with a Bcc: in the name still gives exactly one recipient per email', () => {
    expect(mails.toBusiness.map((mail) => mail.envelopeTo)).toEqual([[BUSINESS]]);
    expect(mails.toVisitor.map((mail) => mail.envelopeTo)).toEqual([[form.email]]);
    expect(mailbox.to('victim@example.com')).toEqual([]);
    for (const mail of [...mails.toBusiness, ...mails.toVisitor]) {
      expect(mail.headers).not.toHaveProperty('bcc');
    }
    expect(mails.toVisitor[0].headers.to).toBe(`"Mallory Bcc: victim@example.com" <${form.email}>`);
  });

  test('HTML in the message arrives escaped', () => {
    for (const mail of [...mails.toBusiness, ...mails.toVisitor]) {
      expect(mail.html).not.toMatch(/<script|<b>/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('See you &lt;b&gt;soon&lt;/b&gt;');
    }
  });
});

test('a refused auto-reply shows as failed in the inbox, and a guide resends it once', async () => {
  await mailbox.listen(smtpPort);
  const form = bookingForm();
  refused.add(form.email);
  const { booking, reference } = valueOf(await restBookings.request(form, onServer()));
  await emailsUntil(form.email, (row) => row.status === 'sent' || row.status === 'failed');

  const inbox = valueOf(await graphqlBookings.inbox({}, { token: adminToken, ...onServer() }));
  const entry = inbox.bookings.find((each) => each.reference === reference)!;
  const autoReply = entry.emails.find((email) => email.role === 'autoReply')!;
  expect(entry.emails.map((email) => [email.role, email.status])).toEqual([
    ['notification', 'sent'],
    ['autoReply', 'failed'],
  ]);
  expect(autoReply.lastError).toMatch(/550 .*Mailbox unavailable/);

  refused.delete(form.email);
  const resent = valueOf(
    await restBookings.resend(booking.id, autoReply.id, { token: adminToken, ...onServer() }),
  );
  expect(resent.emails.find((email) => email.id === autoReply.id)?.status).toMatch(
    /^(queued|sending|sent)$/,
  );
  await emailsUntil(form.email, (row) => row.status === 'sent');
  await pause(500);

  expect([delivered(form, reference).toBusiness.length, mailbox.to(form.email).length]).toEqual([
    1, 1,
  ]);
});

/**
 * The failure is real: a trigger makes PostgreSQL refuse the auto-reply's row, the last write of
 * the request, after the booking and the business's email have been written in its transaction.
 */
test('a database failure during the submit returns an error and leaves no partial rows', async () => {
  const form = bookingForm();
  await withDatabase(async (db) => {
    await db.query(`CREATE FUNCTION refuse_auto_reply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'booking-auto-reply' AND NEW.to_address = '${form.email}' THEN
          RAISE EXCEPTION 'disk full';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER refuse_auto_reply BEFORE INSERT ON outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_auto_reply()`);
  }, database.url);

  const failure = failureOf(await restBookings.request(form, onServer()));
  const rowsAfterFailure = await Promise.all([
    storedBookings(form.email, database.url),
    bookingEmails(form.email, database.url),
  ]);
  await withDatabase(async (db) => {
    await db.query('DROP TRIGGER refuse_auto_reply ON outbox');
    await db.query('DROP FUNCTION refuse_auto_reply()');
  }, database.url);
  const retry = await restBookings.request(form, onServer());

  expect(failure).toEqual({
    status: 500,
    message: 'Something went wrong. Please try again later.',
  });
  expect(rowsAfterFailure).toEqual([[], { notifications: [], autoReplies: [] }]);
  expect(server.output()).toContain('disk full');
  // Nothing was kept, not even the idempotency key: the same form instance now goes through.
  expect(retry.status).toBe(201);
  expect(await storedBookings(form.email, database.url)).toHaveLength(1);
});
