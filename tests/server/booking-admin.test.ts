import { newAccount } from './support/accounts';
import {
  BOOKING_TRANSPORTS,
  bookingForm,
  graphqlBookings,
  type InboxBookingView,
} from './support/bookings';
import { confirmGuide } from './support/guide-access';
import { graphql } from './support/http';
import { adminEmail } from './support/test-env';
import { failureOf, restTransport, valueOf, type Outcome } from './support/transports';

const STATUSES = ['new', 'contacted', 'confirmed', 'declined', 'cancelled'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let adminToken: string;
let visitorToken: string;

beforeAll(async () => {
  adminToken = (
    await confirmGuide(
      valueOf(await restTransport.register(newAccount({ email: adminEmail('bookings') }))),
    )
  ).token;
  visitorToken = valueOf(await restTransport.register(newAccount())).token;
});

/** Pages through the inbox until it finds the references (other tests add bookings too). */
async function inboxEntries(references: string[], status?: string): Promise<InboxBookingView[]> {
  const { bookings } = valueOf(
    await graphqlBookings.inbox({ status, limit: 100 }, { token: adminToken }),
  );
  return bookings.filter((booking) => references.includes(booking.reference));
}

describe.each(BOOKING_TRANSPORTS)('the enquiry inbox over $name', (transport) => {
  test('is refused to anonymous visitors (401) and to visitors who are not guides (403)', async () => {
    const { booking } = valueOf(await transport.request(bookingForm()));
    const emailId = UNKNOWN_ID;
    const calls: ((token?: string) => Promise<Outcome<unknown>>)[] = [
      (token?: string) => transport.inbox({}, { token }),
      (token?: string) => transport.setStatus(booking.id, 'confirmed', { token }),
      (token?: string) => transport.resend(booking.id, emailId, { token }),
    ];

    for (const call of calls) {
      expect(failureOf(await call())).toMatchObject(transport.expected('unauthenticated'));
      expect(failureOf(await call(visitorToken))).toMatchObject(transport.expected('forbidden'));
    }
    const [stored] = await inboxEntries([booking.reference]);
    expect(stored.status).toBe('new');
  });

  test('lists enquiries newest first with both emails and their delivery', async () => {
    const forms = [bookingForm(), bookingForm(), bookingForm()];
    const references: string[] = [];
    for (const form of forms) references.push(valueOf(await transport.request(form)).reference);

    const { bookings, total } = valueOf(
      await transport.inbox({ limit: 100 }, { token: adminToken }),
    );

    const ours = bookings.filter((booking) => references.includes(booking.reference));
    expect(ours.map((booking) => booking.reference)).toEqual([...references].reverse());
    expect(total).toBeGreaterThanOrEqual(3);
    const [newest] = ours;
    expect(newest).toMatchObject({ email: forms[2].email, status: 'new', autoReplySkipped: false });
    expect(newest.emails).toEqual([
      expect.objectContaining({ role: 'notification', toAddress: 'hello@serendibtrails.lk' }),
      expect.objectContaining({ role: 'autoReply', toAddress: forms[2].email }),
    ]);
    for (const email of newest.emails) {
      expect(email.status).toMatch(/^(queued|sending|sent)$/);
      // Previews are for the person at the server's own machine; this guide is elsewhere.
      expect(email.previewUrl ?? undefined).toBeUndefined();
    }
  });

  test('sets each status, filters by it, and the visitor sees it under My requests', async () => {
    const { booking } = valueOf(await transport.request(bookingForm(), { token: visitorToken }));

    for (const status of STATUSES) {
      const updated = valueOf(await transport.setStatus(booking.id, status, { token: adminToken }));
      expect(updated).toMatchObject({ reference: booking.reference, status });
      const filtered = valueOf(await transport.inbox({ status }, { token: adminToken }));
      expect(filtered.bookings.every((entry) => entry.status === status)).toBe(true);
      expect(filtered.bookings.map((entry) => entry.reference)).toContain(booking.reference);
      const mine = valueOf(await transport.mine({ token: visitorToken }));
      expect(mine.find((entry) => entry.id === booking.id)?.status).toBe(status);
    }
  });

  test('refuses an unknown status and an unknown enquiry', async () => {
    const { booking } = valueOf(await transport.request(bookingForm()));

    const unknownStatus = failureOf(
      await transport.setStatus(booking.id, 'paid', { token: adminToken }),
    );
    const unknownBooking = failureOf(
      await transport.setStatus(UNKNOWN_ID, 'confirmed', { token: adminToken }),
    );

    // GraphQL refuses a value outside its enum before any resolver runs, with 400 too.
    expect(unknownStatus.status).toBe(400);
    expect(unknownBooking).toMatchObject(transport.expected('notFound'));
  });

  test('resends only a failed email, and only one of the enquiry', async () => {
    const first = valueOf(await transport.request(bookingForm())).booking;
    const second = valueOf(await transport.request(bookingForm())).booking;
    const [entry] = await inboxEntries([first.reference]);
    const [othersEmail] = (await inboxEntries([second.reference]))[0].emails;

    const notFailed = failureOf(
      await transport.resend(first.id, entry.emails[0].id, { token: adminToken }),
    );
    const notItsOwn = failureOf(
      await transport.resend(first.id, othersEmail.id, { token: adminToken }),
    );

    expect(notFailed).toMatchObject(transport.expected('notFailed'));
    expect(notItsOwn).toMatchObject(transport.expected('notFound'));
  });
});

test("the emails of an enquiry are a guide's business only, even through My requests", async () => {
  await graphqlBookings.request(bookingForm(), { token: visitorToken });

  const answer = await graphql(
    '{ myBookings { reference emails { toAddress } } }',
    {},
    visitorToken,
  );

  expect(answer.body.errors?.[0]).toMatchObject({
    message: 'You need tour guide privileges to access this page.',
    extensions: { code: 'FORBIDDEN' },
  });
});

test('pages through the inbox, newest first', async () => {
  // Only this file sets statuses, one test at a time: the declined enquiries hold still.
  const references: string[] = [];
  for (let sent = 0; sent < 3; sent += 1) {
    const { booking } = valueOf(await graphqlBookings.request(bookingForm()));
    valueOf(await graphqlBookings.setStatus(booking.id, 'declined', { token: adminToken }));
    references.push(booking.reference);
  }
  const page = (offset: number) =>
    graphqlBookings.inbox({ status: 'declined', limit: 2, offset }, { token: adminToken });

  const first = valueOf(await page(0));
  const second = valueOf(await page(2));

  expect(first.bookings.map((booking) => booking.reference)).toEqual([
    references[2],
    references[1],
  ]);
  expect(second.bookings[0].reference).toBe(references[0]);
  expect(first.total).toBe(second.total);
  expect(first.total).toBeGreaterThanOrEqual(3);
});
