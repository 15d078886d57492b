import {
  BOOKING_TRANSPORTS,
  bookingEmails,
  bookingForm,
  graphqlBookings,
  restBookings,
  storedBookings,
} from './support/bookings';
import { agedFormTicket } from './support/form-tickets';
import { failureOf, valueOf } from './support/transports';
import { request } from './support/http';
import { visitorIp } from './support/visitor';

describe.each(BOOKING_TRANSPORTS)('spam defences over $name', (transport) => {
  test('a filled-in honeypot field refuses the request and stores nothing', async () => {
    const form = bookingForm({ website: 'https://cheap-pills.example' });

    const failure = failureOf(await transport.request(form));

    expect(failure).toMatchObject(transport.expected('automated'));
    expect(await storedBookings(form.email)).toEqual([]);
    expect(await bookingEmails(form.email)).toEqual({ notifications: [], autoReplies: [] });
  });

  test('a form sent under 3 seconds after its ticket was issued is refused; at 3 seconds it goes', async () => {
    const hurried = bookingForm({ formTicket: agedFormTicket(1_000) });
    const patient = bookingForm({ formTicket: agedFormTicket(3_000) });

    const refused = failureOf(await transport.request(hurried));
    const accepted = await transport.request(patient);

    expect(refused).toMatchObject(transport.expected('tooFast'));
    expect(await storedBookings(hurried.email)).toEqual([]);
    expect(accepted.ok).toBe(true);
  });

  test('a request with an unusable idempotency key is refused', async () => {
    const failure = failureOf(await transport.request(bookingForm({ idempotencyKey: 'short' })));

    expect(failure).toMatchObject(transport.expected('keyInvalid'));
  });

  test('the eleventh request within the hour from one address is refused with a clear message', async () => {
    const ip = visitorIp();
    for (let sent = 0; sent < 10; sent += 1) {
      valueOf(await transport.request(bookingForm(), { ip }));
    }

    const eleventh = bookingForm();
    const failure = failureOf(await transport.request(eleventh, { ip }));
    const elsewhere = await transport.request(bookingForm());

    expect(failure).toMatchObject({
      status: transport.name === 'REST' ? 429 : 200,
      message: 'Too many requests. Please wait 60 minutes and try again.',
      ...(transport.name === 'GraphQL' && { code: 'RATE_LIMITED' }),
    });
    expect(await storedBookings(eleventh.email)).toEqual([]);
    expect(elsewhere.ok).toBe(true);
  });
});

test('the refusal of the per-IP limit says over REST when to try again', async () => {
  const ip = visitorIp();
  for (let sent = 0; sent < 10; sent += 1)
    valueOf(await restBookings.request(bookingForm(), { ip }));

  const answer = await request('POST', '/api/bookings', {
    body: bookingForm(),
    headers: { 'x-forwarded-for': ip },
  });

  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3500);
});

describe('auto-replies to one address', () => {
  test('stop after 3 a day, while the requests are still stored and the business still told', async () => {
    const email = bookingForm().email;
    // From different visitors, and in another case: the limit belongs to the address.
    const addresses = [email, email, email, email.toUpperCase()];
    const references: string[] = [];
    for (const address of addresses) {
      const answer = valueOf(await graphqlBookings.request(bookingForm({ email: address })));
      references.push(answer.reference);
    }

    const stored = await storedBookings(email);
    const { notifications, autoReplies } = await bookingEmails(email);

    expect(stored.map((booking) => booking.reference)).toEqual(references);
    expect(stored.map((booking) => booking.auto_reply_skipped)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(notifications).toHaveLength(4);
    expect(autoReplies).toHaveLength(3);
    expect(notifications[3].text).toContain(
      'No auto-reply went to the visitor: their address has had its auto-replies for today.',
    );
  });
});

describe('what people type cannot change an email', () => {
  test('HTML in the message and the name is escaped in both emails', async () => {
    const form = bookingForm({
      name: 'Kamal <img src=x onerror=alert(1)>',
      message: '<script>alert("hi")</script>\n<b>Please</b> & thank you',
    });

    valueOf(await restBookings.request(form));
    const { notifications, autoReplies } = await bookingEmails(form.email);

    for (const email of [...notifications, ...autoReplies]) {
      expect(email.html).not.toMatch(/<script|<img|<b>/);
      expect(email.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
      expect(email.html).toContain('Kamal &lt;img src=x onerror=alert(1)&gt;');
      expect(email.html).toContain('&lt;b&gt;Please&lt;/b&gt; &amp; thank you');
    }
  });

  test('a line break in the name becomes a space, so it cannot start a header', async () => {
    const form = bookingForm({ name: 'Mallory\r\nBcc: victim@example.com' });

    const answer = valueOf(await graphqlBookings.request(form));
    const { notifications, autoReplies } = await bookingEmails(form.email);

    expect(answer.booking.name).toBe('Mallory Bcc: victim@example.com');
    expect(notifications[0].subject).toBe(
      `New guide request ${answer.reference} from Mallory Bcc: victim@example.com`,
    );
    expect(autoReplies[0].to_name).toBe('Mallory Bcc: victim@example.com');
    expect(await bookingEmails('victim@example.com')).toEqual({
      notifications: [],
      autoReplies: [],
    });
  });

  test('a line break in the email address is refused', async () => {
    const form = bookingForm();
    const failure = failureOf(
      await restBookings.request({ ...form, email: `${form.email}\r\nBcc: victim@example.com` }),
    );

    expect(failure.fields).toEqual({ email: 'Please provide a valid email.' });
  });
});
