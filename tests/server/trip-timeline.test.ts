import path from 'node:path';
import { newAccount } from './support/accounts';
import { graphqlAnswer, restAnswer, type Answer } from './support/answers';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './support/database';
import { confirmGuide } from './support/guide-access';
import { dayAfter, todayInSriLanka } from './support/guides';
import { request } from './support/http';
import { outboxFor, type OutboxRow } from './support/recovery';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { shiftedClock } from './support/shifted-clock';
import { jwtSecret } from './support/test-env';
import { bookingOf, THREE_DAYS, type TourBooking } from './support/tour-bookings';

/**
 * A booked trip's timeline, on two instances with a database of their own and one clock the test
 * moves: each timed message of a confirmed booking goes once, at its time, in the traveller's
 * language, whichever instance runs it, and across a restart; none goes for a cancelled booking.
 * The thank-you's link makes the traveller's review a verified one, which the home page's
 * structured data names until the company hides it.
 */
const GUIDE = `guide-messages-${Date.now()}@test.serendibtrails.lk`;
const clock = shiftedClock('timed-messages');
let database: ScratchDatabase;
let instances: RunningServer[] = [];

const variables = () => ({
  NODE_ENV: 'test',
  JWT_SECRET: jwtSecret(),
  DATABASE_URL: database.url,
  DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  ADMIN_EMAILS: GUIDE,
  ...clock.variables,
});
const startInstances = async (count: number) => {
  instances = await Promise.all(Array.from({ length: count }, () => startServer(variables())));
};
const stopInstances = async () => {
  const exits = await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  expect(exits).toEqual(exits.map(() => ({ code: 0, signal: null })));
};

/** Sri Lanka's time on a day, as the company sets its messages. */
const colombo = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const START = dayAfter(todayInSriLanka(), 45);
const END = dayAfter(START, 2);
const BALANCE_DUE = dayAfter(START, -14);
const traveller = { email: `camille-${Date.now()}@example.test`, name: 'Camille Martin' };
const cancelled = { email: `louis-${Date.now()}@example.test`, name: 'Louis Bernard' };

const value = <T>(answer: Answer<T>): T => {
  if (!answer.ok) throw new Error(`Refused: ${answer.refusal} ${answer.message}`);
  return answer.value;
};
const base = () => ({ base: instances[0].baseUrl });

async function bookAndConfirm(who: { email: string; name: string }, guideToken: string) {
  const asked = bookingOf(THREE_DAYS, START, {
    ...who,
    language: 'fr',
    guideLanguage: 'fr',
    message: 'Hôtel Galle Face, Colombo',
  });
  const { reference, tourTitle } = value(
    await restAnswer<TourBooking>('POST', '/tour-bookings', undefined, base(), asked),
  );
  const token = { ...base(), token: guideToken };
  value(await restAnswer('POST', `/tour-bookings/${reference}/deposit`, 'booking', token));
  return { reference, tourTitle };
}

const timedMessages = async (address: string): Promise<OutboxRow[]> =>
  (await outboxFor(address, database.url)).filter((mail) => mail.kind.startsWith('timed-'));

/** The timed messages of the address once `kind` is among them (or after 10 s, without it). */
async function awaitMessage(address: string, kind: string): Promise<OutboxRow[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const sent = await timedMessages(address);
    if (sent.some((mail) => mail.kind === kind) || Date.now() > deadline) return sent;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Longer than the instances take to look for due jobs (every 2 s). */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 3000));

let cancelledReference = '';
let tourTitle = '';

/** A guide who speaks French, on the instances' database. */
const addGuide = (name: string, phone: string) =>
  withDatabase(
    (db) =>
      db.query(`INSERT INTO "guides" ("name", "languages", "phone") VALUES ($1, '{fr}', $2)`, [
        name,
        phone,
      ]),
    database.url,
  );

beforeAll(async () => {
  database = await createScratchDatabase();
  // One first, so that it alone brings the empty database's schema up to date.
  await startInstances(1);
  instances.push(await startServer(variables()));
  const account = newAccount({ email: GUIDE });
  const session = (
    await request<{ token: string; user: { email: string } }>('POST', '/api/auth/register', {
      ...base(),
      body: account,
    })
  ).body;
  const guide = await confirmGuide(session, { ...base(), databaseUrl: database.url });
  await addGuide('Nimal Perera', '+94 77 555 0101');
  tourTitle = (await bookAndConfirm(traveller, guide.token)).tourTitle;
  await addGuide('Kamal Silva', '+94 77 555 0202');
  cancelledReference = (await bookAndConfirm(cancelled, guide.token)).reference;
  value(
    await restAnswer('POST', `/tour-bookings/${cancelledReference}/cancel`, 'booking', {
      ...base(),
      token: guide.token,
    }),
  );
  // Once the booking is confirmed, the company moves its thank-you and writes it in French.
  const french = {
    language: 'fr',
    subject: 'Merci pour ce voyage, {name} !',
    body: 'Bonjour {name},\n\nMerci pour {tour}.',
  };
  const thanks = { enabled: true, days: 2, time: '11:30', wordings: [french] };
  value(
    await restAnswer(
      'PUT',
      '/timed-messages/after-tour',
      'timedMessage',
      {
        ...base(),
        token: guide.token,
      },
      thanks,
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
}, 35_000);

test('the balance reminder goes at its time, once from two instances, in French, with the manage link', async () => {
  const due = colombo(dayAfter(BALANCE_DUE, -3), '09:00');
  clock.moveTo(new Date(due.getTime() - 60_000));
  await aWhile();
  expect(await timedMessages(traveller.email)).toEqual([]);

  clock.moveTo(due);
  const sent = await awaitMessage(traveller.email, 'timed-balance-due');
  await aWhile();
  expect((await timedMessages(traveller.email)).map((mail) => mail.kind)).toEqual([
    'timed-balance-due',
  ]);
  expect(sent[0].subject).toMatch(/^Le solde de votre circuit TB-\d{4}-\d{6} est dû le /);
  expect(sent[0].text).toContain('Camille Martin');
  expect(sent[0].text).toMatch(/\/fr\/manage-booking\/[\w.-]+/);
});

test('a restart in between loses none: the day-before message goes with the guide and the pickup', async () => {
  await stopInstances();
  // The company set this booking's pickup time, not its place: the place is what the traveller wrote.
  await withDatabase(
    (db) =>
      db.query(`UPDATE tour_bookings SET pickup_time = '07:30' WHERE email = $1`, [
        traveller.email,
      ]),
    database.url,
  );
  clock.moveTo(colombo(dayAfter(START, -1), '17:01'));
  await startInstances(1);
  const sent = await awaitMessage(traveller.email, 'timed-day-before');
  const dayBefore = sent.find((mail) => mail.kind === 'timed-day-before')!;
  expect(dayBefore.text).toContain('Nimal Perera');
  expect(dayBefore.text).toContain('+94 77 555 0101');
  expect(dayBefore.text).toContain('07:30');
  expect(dayBefore.text).not.toContain('08:00');
  expect(dayBefore.text).toContain('Hôtel Galle Face, Colombo');
});

test('the thank-you goes when the company moved it, in its own French wording, with a link to review the tour; the cancelled booking got none', async () => {
  await stopInstances();
  await startInstances(2);
  clock.moveTo(colombo(dayAfter(END, 1), '10:00'));
  await aWhile();
  expect(await timedMessages(traveller.email)).toHaveLength(2);

  clock.moveTo(colombo(dayAfter(END, 2), '11:30'));
  const sent = await awaitMessage(traveller.email, 'timed-after-tour');
  await aWhile();
  expect((await timedMessages(traveller.email)).map((mail) => mail.kind)).toEqual([
    'timed-balance-due',
    'timed-day-before',
    'timed-after-tour',
  ]);
  const thanks = sent.at(-1)!;
  expect(thanks.subject).toBe('Merci pour ce voyage, Camille Martin !');
  expect(thanks.text).toContain(`Merci pour ${tourTitle}.`);
  expect(thanks.text).toMatch(/\/fr\/\?review=[\w.%-]+#feedback-section/);
  expect(await timedMessages(cancelled.email)).toEqual([]);
  const queued = await withDatabase(
    (db) =>
      db.query(
        `SELECT count(*)::int AS count FROM graphile_worker.jobs
          WHERE key LIKE '%' || (SELECT id FROM tour_bookings WHERE reference = $1)`,
        [cancelledReference],
      ),
    database.url,
  );
  expect(queued.rows[0].count).toBe(0);
});

test("the thank-you's link makes a review a verified traveller's, once per booking, on both transports", async () => {
  const [thanks] = (await timedMessages(traveller.email)).filter(
    (mail) => mail.kind === 'timed-after-tour',
  );
  const token = decodeURIComponent(/\?review=([\w.%-]+)#/.exec(thanks.text)![1]);
  const caller = { base: instances[0].baseUrl };
  const month = START.slice(0, 7);
  // Signed up on the instances, whose clock is past the tour: their tokens are valid there.
  const author = (
    await request<{ token: string }>('POST', '/api/auth/register', {
      ...caller,
      body: newAccount(),
    })
  ).body.token;

  expect(await restAnswer('GET', `/feedback/invitations/${token}`, undefined, caller)).toEqual({
    ok: true,
    value: { tourTitle, month },
  });
  const invitation = await graphqlAnswer(
    'query ($token: String!) { reviewInvitation(token: $token) { tourTitle month } }',
    { token },
    caller,
  );
  expect(invitation).toEqual({ ok: true, value: { tourTitle, month } });

  const review = {
    fullName: 'Camille M.',
    rating: 5,
    comment: 'Nimal knew every temple and every tea estate by heart.',
    location: 'Lyon',
  };
  const created = await graphqlAnswer<{ verified: unknown }>(
    `mutation ($input: FeedbackInput!, $reviewToken: String) {
      createFeedback(input: $input, reviewToken: $reviewToken) { verified { tourTitle month } } }`,
    { input: review, reviewToken: token },
    { ...caller, token: author },
  );
  expect(created).toEqual({ ok: true, value: { verified: { tourTitle, month } } });

  const again = await restAnswer(
    'POST',
    '/feedback',
    'feedback',
    { ...caller, token: author },
    {
      ...review,
      reviewToken: token,
    },
  );
  expect(again).toMatchObject({
    ok: false,
    refusal: 409,
    message: 'This tour has been reviewed already: you can change that review instead.',
  });
  const forged = `${token.slice(0, -4)}AAAA`;
  expect(
    await restAnswer('GET', `/feedback/invitations/${forged}`, undefined, caller),
  ).toMatchObject({
    ok: false,
    refusal: 404,
  });
  const forgedReview = await graphqlAnswer(
    `mutation ($input: FeedbackInput!, $reviewToken: String) {
      createFeedback(input: $input, reviewToken: $reviewToken) { id } }`,
    { input: review, reviewToken: forged },
    { ...caller, token: author },
  );
  expect(forgedReview).toMatchObject({ ok: false, refusal: 'REVIEW_LINK_INVALID' });

  const listed = await restAnswer<{ comment: string; verified: unknown }[]>(
    'GET',
    '/feedback',
    'feedback',
    caller,
  );
  expect(listed.ok && listed.value.filter(({ verified }) => verified)).toEqual([
    expect.objectContaining({ comment: review.comment, verified: { tourTitle, month } }),
  ]);
});

/** The home page's company node, as search engines read its structured data. */
async function companyOnHome(): Promise<Record<string, unknown>> {
  const page = await request('GET', '/', { base: instances[0].baseUrl });
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.text)![1];
  const graph = (JSON.parse(script) as { '@graph': Record<string, unknown>[] })['@graph'];
  return graph.find((node) => node['@type'] === 'TravelAgency')!;
}

test("the home page's structured data rates the company by the reviews shown, naming the verified traveller's; hidden, it is gone", async () => {
  expect(await companyOnHome()).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Camille M.' },
        reviewRating: { ratingValue: 5 },
      },
    ],
  });

  const caller = { base: instances[0].baseUrl };
  const guide = (
    await request<{ token: string }>('POST', '/api/auth/login', {
      ...caller,
      body: { email: GUIDE, password: newAccount().password },
    })
  ).body.token;
  const listed = await restAnswer<{ _id: string; verified: unknown }[]>(
    'GET',
    '/feedback',
    'feedback',
    caller,
  );
  const review = listed.ok ? listed.value.find(({ verified }) => verified)! : undefined;
  const hidden = await restAnswer(
    'PUT',
    `/feedback/${review!._id}/hidden`,
    'feedback',
    {
      ...caller,
      token: guide,
    },
    { reason: 'Written twice by mistake' },
  );
  expect(hidden.ok).toBe(true);

  const company = await companyOnHome();
  expect(company).not.toHaveProperty('aggregateRating');
  expect(company).not.toHaveProperty('review');
});
