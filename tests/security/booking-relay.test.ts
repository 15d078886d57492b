import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LinkifyIt } from 'linkify-it';
import {
  BOOKING_TRANSPORTS,
  bookingEmails,
  bookingForm,
  storedBookings,
  type BookingForm,
  type BookingTransport,
} from '../server/support/bookings';
import { agedFormTicket } from '../server/support/form-tickets';
import { request } from '../server/support/http';
import { baseUrl, jwtSecret } from '../server/support/test-env';
import { failureOf, valueOf } from '../server/support/transports';

/**
 * The booking form as an outsider attacks it: a script that claims to have spent time on the
 * form, replays or forges the server's ticket, or uses the company's auto-reply to carry its
 * own links to an address of its choosing.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function issuedTicket(transport: BookingTransport): Promise<string> {
  return valueOf(await transport.formTicket());
}

/** The same ticket with one of its three parts replaced. */
function withPart(ticket: string, index: number, part: string): string {
  const parts = ticket.split('.');
  parts[index] = part;
  return parts.join('.');
}

const FORGED_TICKETS: [string, () => Promise<string> | string][] = [
  ['a ticket signed with another secret', () => agedFormTicket(12_000, 'x'.repeat(48))],
  [
    "a real ticket whose issue time was moved back (the server's signature kept)",
    async () => {
      const ticket = await issuedTicket(BOOKING_TRANSPORTS[0]);
      return withPart(ticket, 0, String(Number(ticket.split('.')[0]) - 60_000));
    },
  ],
  [
    "a real ticket whose id was changed (the server's signature kept)",
    async () => withPart(await issuedTicket(BOOKING_TRANSPORTS[0]), 1, 'A'.repeat(22)),
  ],
  [
    "an aged ticket carrying a real ticket's signature",
    async () =>
      withPart(agedFormTicket(), 2, (await issuedTicket(BOOKING_TRANSPORTS[1])).split('.')[2]),
  ],
  [
    'a session token signed with the same secret',
    () => jwt.sign({ sub: randomUUID(), tv: 0 }, jwtSecret(), { expiresIn: 3600 }),
  ],
  ['an empty ticket', () => ''],
];

describe.each(BOOKING_TRANSPORTS)('the booking form over $name', (transport) => {
  test('a claimed time on the form, without a ticket, is refused and stores nothing', async () => {
    const claim = { ...bookingForm({ formTicket: undefined }), fillTimeMs: 1e12 } as BookingForm;

    const failure = failureOf(await transport.request(claim));

    // GraphQL's schema itself refuses the request: no formTicket, and no such field as fillTimeMs.
    expect(failure).toMatchObject(
      transport.name === 'REST'
        ? transport.expected('ticketInvalid')
        : { code: 'BAD_USER_INPUT', message: expect.stringMatching(/formTicket|fillTimeMs/) },
    );
    expect(await storedBookings(claim.email)).toEqual([]);
  });

  test('a ticket the server has just issued is refused: under 3 seconds on the form', async () => {
    const form = bookingForm({ formTicket: await issuedTicket(transport) });

    const failure = failureOf(await transport.request(form));

    expect(failure).toMatchObject(transport.expected('tooFast'));
    expect(await storedBookings(form.email)).toEqual([]);
  });

  test.each(FORGED_TICKETS)('%s is refused', async (_, makeTicket) => {
    const form = bookingForm({ formTicket: await makeTicket() });

    const failure = failureOf(await transport.request(form));

    expect(failure).toMatchObject(transport.expected('ticketInvalid'));
    expect(await storedBookings(form.email)).toEqual([]);
  });

  test('a ticket older than 24 hours is refused', async () => {
    const form = bookingForm({ formTicket: agedFormTicket(24 * 3600_000 + 60_000) });

    expect(failureOf(await transport.request(form))).toMatchObject(
      transport.expected('ticketExpired'),
    );
  });

  test('a ticket makes one booking: sent again, with another key or none, it is refused', async () => {
    const first = bookingForm({ idempotencyKey: undefined });
    const withoutKey = bookingForm({ formTicket: first.formTicket, idempotencyKey: undefined });
    const withOtherKey = bookingForm({ formTicket: first.formTicket });

    valueOf(await transport.request(first));
    const replays = [await transport.request(withoutKey), await transport.request(withOtherKey)];

    for (const replay of replays) {
      expect(failureOf(replay)).toMatchObject(transport.expected('ticketUsed'));
    }
    expect(await storedBookings(withoutKey.email)).toEqual([]);
    expect(await storedBookings(withOtherKey.email)).toEqual([]);
  });

  test('the same ticket with the same Idempotency-Key is a retry: the same booking comes back', async () => {
    const form = bookingForm();

    const first = valueOf(await transport.request(form));
    const retry = valueOf(await transport.request(form));

    expect(retry.reference).toBe(first.reference);
    expect(await storedBookings(form.email)).toHaveLength(1);
  });

  test('without an Idempotency-Key, two requests make two bookings', async () => {
    const first = bookingForm({ idempotencyKey: undefined });
    const second = { ...first, formTicket: agedFormTicket() };

    const answers = [
      valueOf(await transport.request(first)),
      valueOf(await transport.request(second)),
    ];

    expect(answers[0].reference).not.toBe(answers[1].reference);
    expect((await storedBookings(first.email)).map((booking) => booking.reference)).toEqual(
      answers.map((answer) => answer.reference),
    );
  });
});

test('tickets the server issues are accepted 3 seconds later, on either transport', async () => {
  const [graphqlBookings, restBookings] = BOOKING_TRANSPORTS;
  const tickets = await Promise.all([issuedTicket(graphqlBookings), issuedTicket(restBookings)]);
  await pause(3_100);

  const viaRest = await restBookings.request(bookingForm({ formTicket: tickets[0] }));
  const viaGraphQL = await graphqlBookings.request(bookingForm({ formTicket: tickets[1] }));

  expect(valueOf(viaRest).reference).toMatch(/^LK-\d{4}-\d{6}$/);
  expect(valueOf(viaGraphQL).reference).toMatch(/^LK-\d{4}-\d{6}$/);
});

test('GET /api/bookings/form-ticket gives a new ticket each time, which no cache may keep', async () => {
  const answers = [
    await request<{ formTicket: string }>('GET', '/api/bookings/form-ticket'),
    await request<{ formTicket: string }>('GET', '/api/bookings/form-ticket'),
  ];

  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  expect(answers[0].body.formTicket).not.toBe(answers[1].body.formTicket);
});

describe('the auto-reply carries no link of the sender', () => {
  /** What a phishing mail would put in the form, including ways around a naive filter. */
  const LURES = [
    'Your refund is waiting: http://refunds.example.com/login',
    'HTTPS://WWW.EXAMPLE.COM/verify',
    'or www.example.org',
    'or example.net/pay',
    'write to support@example.com',
    'refunds\u200B.example\u200B.com',
    '\\\\example.com\\share',
    'ftp://203.0.113.9/x',
    'пример.рф',
  ];
  /** Lookalikes of a full stop, which browsers read as one in an address, for clients that do. */
  const LOOKALIKES = ['example．org', 'example。org'];
  const message = [...LURES, ...LOOKALIKES].join('\n');
  const name = 'Claim at www.example.com';
  const phone = '+94 77 123 4567 example.com';

  /** The test server's PUBLIC_URL, in each email's footer: the one link the email may hold. */
  const ourSite = `http://localhost:${new URL(baseUrl()).port}`;
  const isOurSite = (url: string) => url === ourSite;

  /** An auto-linker as mail clients run them: web addresses, emails and IPs without a scheme. */
  const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
  const linksIn = (text: string) => (linkify.match(text) ?? []).map((match) => match.url);

  /** What a mail client shows of the HTML part: the text, without tags and entities. */
  function shownText(html: string): string {
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }

  test.each([name, phone, ...LURES])(
    'the auto-linker finds a link in %j as it was written',
    (lure) => {
      expect(linksIn(lure)).not.toEqual([]);
    },
  );

  test.each(BOOKING_TRANSPORTS)(
    'over $name: in neither part of the auto-reply, while the business gets the text verbatim',
    async (transport) => {
      const form = bookingForm({ name, phone, message });

      valueOf(await transport.request(form));
      const { notifications, autoReplies } = await bookingEmails(form.email);

      expect(autoReplies).toHaveLength(1);
      const [reply] = autoReplies;
      for (const part of [reply.text, shownText(reply.html)]) {
        expect(linksIn(part).filter((url) => !isOurSite(url))).toEqual([]);
        const sendersPart = part.split(ourSite).join('');
        expect(sendersPart).not.toMatch(/https?:|ftp:|www\.|\\\\[\w.]/i);
        expect(sendersPart).not.toMatch(/[\p{L}\p{N}._%+-]@[\p{L}\p{N}]/u);
        expect(sendersPart).not.toMatch(/[\p{L}\p{N}][.\u3002\uff0e][\p{L}\p{N}]/u);
      }
      const hrefs = [...reply.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs.filter((href) => !isOurSite(href))).toEqual([]);
      expect(reply.text).toContain('hxxp[:]//refunds[.]example[.]com/login');
      expect(reply.text).toContain('support[@]example[.]com');

      expect(notifications[0].text).toContain(`Message: ${message}`);
      expect(notifications[0].text).toContain(`Name: ${name}`);
    },
  );

  test('a long message is quoted only in part', async () => {
    const form = bookingForm({ message: `${'We would love to see the tea estates. '.repeat(50)}` });

    valueOf(await BOOKING_TRANSPORTS[1].request(form));
    const { notifications, autoReplies } = await bookingEmails(form.email);

    const quoted = /Message: (.*)/.exec(autoReplies[0].text)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(301);
    expect(quoted.endsWith('…')).toBe(true);
    expect(autoReplies[0].text).toContain('we received it as you wrote it');
    expect(notifications[0].text).toContain(form.message!.trim());
  });
});
