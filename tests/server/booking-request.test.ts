import { newAccount } from './support/accounts';
import {
  BOOKING_SUCCESS,
  BOOKING_TRANSPORTS,
  bookingEmails,
  bookingForm,
  daysFromNow,
  storedBookings,
} from './support/bookings';
import { deleteUser } from './support/database';
import { failureOf, restTransport, valueOf } from './support/transports';

/** The specification's messages of the booking form (section 5), word for word. */
const FIELD_MESSAGES = {
  name: 'Please provide your name.',
  email: 'Please provide a valid email.',
  phone: 'Please provide your phone number.',
  tourDate: 'Please select a valid date.',
  groupSize: 'Please select your group size.',
  duration: 'Please select your tour duration.',
  destination: 'Please select a destination.',
};

const colomboYear = () =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Colombo' }).format(new Date());

function readable(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

describe.each(BOOKING_TRANSPORTS)('a guide request over $name', (transport) => {
  test('is stored with a reference number and answered with the thank-you text', async () => {
    const form = bookingForm();

    const answer = valueOf(await transport.request(form));

    expect(answer.message).toBe(BOOKING_SUCCESS);
    expect(answer.reference).toMatch(new RegExp(`^LK-${colomboYear()}-\\d{6,}$`));
    expect(answer.booking).toMatchObject({
      reference: answer.reference,
      name: form.name,
      email: form.email,
      phone: form.phone,
      tourDate: form.tourDate,
      groupSize: form.groupSize,
      duration: form.duration,
      destination: form.destination,
      message: form.message,
      status: 'new',
    });
    const stored = await storedBookings(form.email);
    expect(stored).toEqual([expect.objectContaining({ reference: answer.reference })]);
  });

  test('queues the business notification and the auto-reply with the payload fields', async () => {
    const form = bookingForm({
      groupSize: '11+',
      duration: '14+ days',
      destination: "Adam's Peak",
    });

    const { reference } = valueOf(await transport.request(form));
    const { notifications, autoReplies } = await bookingEmails(form.email);

    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    expect(notification).toMatchObject({
      to_address: 'hello@serendibtrails.lk',
      reply_to: form.email,
      subject: `New guide request ${reference} from ${form.name}`,
    });
    for (const line of [
      `Reference: ${reference}`,
      `Name: ${form.name}`,
      `Email: ${form.email}`,
      `Phone: ${form.phone}`,
      `Tour date: ${readable(form.tourDate)}`,
      'Group size: 11+',
      'Duration: 14+ days',
      "Destination: Adam's Peak",
      `Message: ${form.message}`,
    ]) {
      expect(notification.text).toContain(line);
    }

    expect(autoReplies).toHaveLength(1);
    const [autoReply] = autoReplies;
    expect(autoReply).toMatchObject({
      to_address: form.email,
      to_name: form.name,
      reply_to: 'hello@serendibtrails.lk',
      subject: `We received your guide request ${reference}`,
    });
    for (const line of [
      BOOKING_SUCCESS,
      `Your reference number is ${reference}. We will reply within 24 hours.`,
      `Tour date: ${readable(form.tourDate)}`,
      "Destination: Adam's Peak",
      'Group size: 11+',
      'Duration: 14+ days',
      `Message: ${form.message}`,
      `Phone: ${form.phone}`,
    ]) {
      expect(autoReply.text).toContain(line);
    }
  });

  test('checks every field with the messages of the form, and stores nothing', async () => {
    const form = bookingForm({
      name: ' ',
      email: 'not-an-address',
      phone: '12',
      tourDate: '',
      groupSize: '',
      duration: '',
      destination: '',
    });

    const failure = failureOf(await transport.request(form));

    expect(failure.fields).toEqual(FIELD_MESSAGES);
    expect(failure.message).toBe(FIELD_MESSAGES.name);
    expect(failure.status).toBe(transport.name === 'REST' ? 400 : 200);
    expect(await storedBookings(form.email)).toEqual([]);
  });

  test.each([
    ['a date in the past', { tourDate: daysFromNow(-3) }, 'tourDate'],
    ['a date more than two years ahead', { tourDate: daysFromNow(800) }, 'tourDate'],
    [
      'a date that does not exist',
      { tourDate: `${new Date().getUTCFullYear() + 1}-02-30` },
      'tourDate',
    ],
    ['a group size not on the list', { groupSize: '2-4' }, 'groupSize'],
    ['a duration not on the list', { duration: '3 weeks' }, 'duration'],
    ['a destination not on the list', { destination: 'Colombo Harbour' }, 'destination'],
    ['a phone number without enough digits', { phone: 'call me' }, 'phone'],
  ] as const)('refuses %s', async (_case, overrides, field) => {
    const failure = failureOf(await transport.request(bookingForm(overrides)));

    expect(failure.fields).toEqual({ [field]: FIELD_MESSAGES[field] });
  });

  test('accepts today and leaves the message optional', async () => {
    const form = bookingForm({ tourDate: daysFromNow(0), message: undefined });

    const answer = valueOf(await transport.request(form));

    expect(answer.booking).toMatchObject({ tourDate: form.tourDate, message: '' });
    const [notification] = (await bookingEmails(form.email)).notifications;
    expect(notification.text).toContain('Message: (none)');
  });

  test('numbers references in the order requests arrive', async () => {
    const first = valueOf(await transport.request(bookingForm()));
    const second = valueOf(await transport.request(bookingForm()));

    const number = (reference: string) => Number(reference.split('-')[2]);
    expect(number(second.reference)).toBeGreaterThan(number(first.reference));
  });
});

describe.each(BOOKING_TRANSPORTS)('My requests over $name', (transport) => {
  test("lists the signed-in visitor's requests, newest first, and nobody else's", async () => {
    const { token, user } = valueOf(await restTransport.register(newAccount()));
    const other = valueOf(await restTransport.register(newAccount()));
    // Any address may be typed into the form; the request belongs to the account sending it.
    const first = valueOf(await transport.request(bookingForm(), { token }));
    const second = valueOf(await transport.request(bookingForm({ email: user.email }), { token }));
    await transport.request(bookingForm(), { token: other.token });
    await transport.request(bookingForm({ email: user.email }));

    const mine = valueOf(await transport.mine({ token }));

    expect(mine.map((booking) => [booking.reference, booking.status])).toEqual([
      [second.reference, 'new'],
      [first.reference, 'new'],
    ]);
  });

  test('asks for sign-in', async () => {
    const failure = failureOf(await transport.mine());

    expect(failure).toMatchObject(transport.expected('unauthenticated'));
  });
});

test("a deleted account's requests stay with the business, no longer linked", async () => {
  const { token, user } = valueOf(await restTransport.register(newAccount()));
  const form = bookingForm();
  valueOf(await BOOKING_TRANSPORTS[0].request(form, { token }));

  await deleteUser(user.id);

  expect(await storedBookings(form.email)).toEqual([
    expect.objectContaining({ email: form.email, user_id: null }),
  ]);
});
