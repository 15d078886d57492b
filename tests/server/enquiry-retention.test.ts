import path from 'node:path';
import { newAccount } from './support/accounts';
import {
  BOOKING_TRANSPORTS,
  bookingForm,
  graphqlBookings,
  restBookings,
  type InboxBookingView,
} from './support/bookings';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './support/database';
import { confirmGuide } from './support/guide-access';
import { request } from './support/http';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { jwtSecret } from './support/test-env';
import { valueOf } from './support/transports';

/**
 * Servers of their own on an empty database: one takes the enquiries; once their tour dates are
 * moved back, two instances start at the same moment, so both run the retention job at once.
 */
const GUIDE = `guide-retention-${Date.now()}@test.serendibtrails.lk`;
const RETENTION_MONTHS = 6;
let database: ScratchDatabase;
let instances: RunningServer[] = [];

const variables = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  JWT_SECRET: jwtSecret(),
  DATABASE_URL: database.url,
  DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  ADMIN_EMAILS: GUIDE,
  ...extra,
});

interface Session {
  token: string;
  user: { email: string };
}

async function register(base: string, email?: string): Promise<Session> {
  const account = newAccount(email ? { email } : {});
  const answer = await request<Session>('POST', '/api/auth/register', { base, body: account });
  if (answer.status !== 201) throw new Error(`Sign-up refused: ${answer.text}`);
  return answer.body;
}

/** Moves an enquiry's tour date back, as time would. */
function tourDateMonthsAgo(reference: string, months: number, extraDays: number) {
  return withDatabase(
    (db) =>
      db.query(
        `UPDATE bookings SET tour_date = current_date - make_interval(months => $2, days => $3)
          WHERE reference = $1`,
        [reference, months, extraDays],
      ),
    database.url,
  );
}

let guide: Session;
let traveller: Session;
const references = { due: '', notYet: '', future: '' };

beforeAll(async () => {
  database = await createScratchDatabase();
  const first = await startServer(variables());
  try {
    const base = first.baseUrl;
    guide = await confirmGuide(await register(base, GUIDE), { base, databaseUrl: database.url });
    traveller = await register(base);
    const send = async (transport: typeof graphqlBookings, form = bookingForm(), token?: string) =>
      valueOf(await transport.request(form, { base, token })).reference;
    references.due = await send(
      graphqlBookings,
      bookingForm({ name: 'Due Traveller', email: traveller.user.email, message: 'Call me!' }),
      traveller.token,
    );
    references.notYet = await send(restBookings);
    references.future = await send(graphqlBookings);
  } finally {
    await first.stop();
  }
  await tourDateMonthsAgo(references.due, RETENTION_MONTHS, 1);
  await tourDateMonthsAgo(references.notYet, RETENTION_MONTHS - 1, 0);
  const settings = variables({
    ENQUIRY_RETENTION_MONTHS: String(RETENTION_MONTHS),
    LOG_LEVEL: 'info',
  });
  instances = await Promise.all([startServer(settings), startServer(settings)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
}, 35_000);

/** The inbox once the job has run (it runs as an instance starts). */
async function inboxAfterTheJob(transport: typeof graphqlBookings): Promise<InboxBookingView[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { bookings } = valueOf(
      await transport.inbox({}, { base: instances[0].baseUrl, token: guide.token }),
    );
    const due = bookings.find((booking) => booking.reference === references.due);
    if (due?.anonymisedAt || Date.now() > deadline) return bookings;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(BOOKING_TRANSPORTS)('$name', (transport) => {
  test("the guides' inbox shows an enquiry past its retention as anonymised, and the others as they were", async () => {
    const bookings = await inboxAfterTheJob(transport);
    const byReference = (reference: string) =>
      bookings.find((booking) => booking.reference === reference)!;

    expect(byReference(references.due)).toEqual(
      expect.objectContaining({
        reference: references.due,
        name: '',
        email: '',
        phone: '',
        message: '',
        groupSize: '3-5',
        duration: '4-7 days',
        destination: 'Ella and Nine Arch Bridge',
        status: 'new',
        anonymisedAt: expect.any(String),
        emails: [],
      }),
    );
    for (const kept of [references.notYet, references.future]) {
      expect(byReference(kept)).toEqual(
        expect.objectContaining({
          name: 'Anura Perera',
          phone: '+94 77 123 4567',
          anonymisedAt: null,
          emails: [expect.anything(), expect.anything()],
        }),
      );
    }
  });

  test("the traveller's requests and data no longer hold the anonymised enquiry", async () => {
    await inboxAfterTheJob(transport);
    const mine = valueOf(
      await transport.mine({ base: instances[1].baseUrl, token: traveller.token }),
    );
    const data = await request('GET', '/api/auth/my-data', {
      base: instances[1].baseUrl,
      token: traveller.token,
    });

    expect(mine).toEqual([]);
    expect(data.text).not.toContain(references.due);
    expect(data.text).not.toContain('Due Traveller');
  });
});

test('the two instances that ran the job at once erased the enquiry once between them', async () => {
  await inboxAfterTheJob(graphqlBookings);
  const erasures = instances
    .flatMap((instance) => instance.output().split('\n'))
    .filter((line) => line.includes('"event":"enquiries.anonymised"'))
    .map((line) => (JSON.parse(line) as { count: number }).count);
  const outputs = instances.map((instance) => instance.output()).join('\n');

  expect(erasures).toEqual([1]);
  expect(outputs).not.toContain('error.unexpected');
});
