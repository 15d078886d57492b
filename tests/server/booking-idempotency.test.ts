import { randomUUID } from 'node:crypto';
import { BOOKING_TRANSPORTS, bookingEmails, bookingForm, storedBookings } from './support/bookings';
import { failureOf, valueOf } from './support/transports';

describe.each(BOOKING_TRANSPORTS)('one form instance over $name', (transport) => {
  test('sent twice makes one booking and one pair of emails, and answers the same both times', async () => {
    const form = bookingForm();

    const first = await transport.request(form);
    const second = await transport.request(form);

    expect(valueOf(second)).toEqual(valueOf(first));
    if (transport.name === 'REST') expect([first.status, second.status]).toEqual([201, 200]);
    expect(await storedBookings(form.email)).toHaveLength(1);
    const { notifications, autoReplies } = await bookingEmails(form.email);
    expect([notifications.length, autoReplies.length]).toEqual([1, 1]);
  });

  test('sent five times at once still makes one booking and one pair of emails', async () => {
    const form = bookingForm();

    const answers = await Promise.all(Array.from({ length: 5 }, () => transport.request(form)));

    const references = answers.map((answer) => valueOf(answer).reference);
    expect(new Set(references).size).toBe(1);
    expect(await storedBookings(form.email)).toHaveLength(1);
    const { notifications, autoReplies } = await bookingEmails(form.email);
    expect([notifications.length, autoReplies.length]).toEqual([1, 1]);
  });

  test('sent again with different details is refused, and the first booking stands', async () => {
    const form = bookingForm();
    const first = valueOf(await transport.request(form));

    const failure = failureOf(
      await transport.request({ ...form, destination: 'Galle Fort', groupSize: '6-10' }),
    );

    expect(failure).toMatchObject(transport.expected('keyReused'));
    expect((await storedBookings(form.email)).map((booking) => booking.reference)).toEqual([
      first.reference,
    ]);
    expect(valueOf(await transport.request(form)).booking.destination).toBe(form.destination);
  });

  test('a refused attempt leaves the key free for the corrected request', async () => {
    const idempotencyKey = randomUUID();
    const form = bookingForm({ idempotencyKey });

    const refused = await transport.request({ ...form, phone: '' });
    const corrected = await transport.request(form);

    expect(refused.ok).toBe(false);
    expect(valueOf(corrected).booking.phone).toBe(form.phone);
  });
});

test('the same key from the other transport is the same form instance', async () => {
  const [graphql, rest] = BOOKING_TRANSPORTS;
  const form = bookingForm();

  const viaGraphQL = valueOf(await graphql.request(form));
  const viaRest = valueOf(await rest.request(form));

  expect(viaRest.reference).toBe(viaGraphQL.reference);
  expect(await storedBookings(form.email)).toHaveLength(1);
});
