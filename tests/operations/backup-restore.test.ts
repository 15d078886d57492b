import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newAccount } from '../server/support/accounts';
import { bookingForm, restBookings } from '../server/support/bookings';
import { withDatabase, type ScratchDatabase } from '../server/support/database';
import { blob, validFeedback } from '../server/support/feedback';
import { confirmGuide } from '../server/support/guide-access';
import { graphql, request } from '../server/support/http';
import { photoWithGps } from '../server/support/images';
import {
  freePort,
  TMP_DIR,
  type RunningServer,
  ownServerVariables,
} from '../server/support/server-process';
import { SmtpMailbox } from '../server/support/smtp-mailbox';
import { valueOf } from '../server/support/transports';
import { restFrom, visitorIp } from '../server/support/visitor';
import { scratchDatabase as externalScratchDatabase, startInstances } from './support/instances';
import { runNodeScript } from './support/node-command';

/**
 * The restore drill: an app with accounts, a review with a photo, a booking and sent emails is
 * backed up while it runs (`npm run backup`), restored into an empty database (`npm run restore`)
 * and started there: it serves the same data and images and sends no email a second time.
 */
const BACKUP_DIR = path.join(TMP_DIR, `backups-${process.pid}`);
const ADMIN = newAccount({ email: `guide-drill-${process.pid}@test.serendibtrails.lk` });
const VISITOR = newAccount();
const MAIL_POLL_MS = 100;

const mailboxA = new SmtpMailbox();
const mailboxB = new SmtpMailbox();
const databases: ScratchDatabase[] = [];
const servers: RunningServer[] = [];

async function appOn(database: ScratchDatabase, mailbox: SmtpMailbox): Promise<RunningServer> {
  const smtpPort = await freePort();
  await mailbox.listen(smtpPort);
  const [server] = await startInstances(
    1,
    ownServerVariables(database.url, {
      ADMIN_EMAILS: ADMIN.email,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: String(MAIL_POLL_MS),
    }),
  );
  servers.push(server);
  return server;
}

async function scratchDatabase(): Promise<ScratchDatabase> {
  const database = await externalScratchDatabase('drill');
  databases.push(database);
  return database;
}

/** The commands as `npm run backup` / `npm run restore` run them, against one database. */
function backupCommand(database: ScratchDatabase) {
  return runNodeScript('server/dist/scripts/backup.js', [], {
    DATABASE_URL: database.url,
    BACKUP_DIR,
  });
}

function restoreCommand(database: ScratchDatabase, file: string) {
  return runNodeScript('server/dist/scripts/restore.js', [file], {
    DATABASE_URL: database.url,
  });
}

async function outboxCounts(database: ScratchDatabase) {
  return withDatabase(async (db) => {
    const result = await db.query<{ total: number; unsent: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status <> 'sent')::int AS unsent
         FROM outbox`,
    );
    return result.rows[0];
  }, database.url);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(server: RunningServer, account: typeof ADMIN) {
  const { email, password } = account;
  const answer = await restFrom<{ token: string }>(
    visitorIp(),
    'POST',
    '/api/auth/login',
    { email, password },
    { base: server.baseUrl },
  );
  expect(answer.status).toBe(200);
  return answer.body.token;
}

/** What a visitor and the guide see: account, reviews (every image width), the booking inbox. */
async function visibleState(server: RunningServer, visitorToken: string, adminToken: string) {
  const base = server.baseUrl;
  const me = await request('GET', '/api/auth/me', { token: visitorToken, base });
  const reviews = await graphql<{ feedbacks: { images: { variants: { url: string }[] }[] }[] }>(
    '{ feedbacks { id fullName rating comment location images { id width height variants { url } } } }',
    {},
    undefined,
    base,
  );
  const inbox = valueOf(await restBookings.inbox({}, { token: adminToken, base }));
  const urls = reviews.body.data!.feedbacks.flatMap((review) =>
    review.images.flatMap((image) => image.variants.map((variant) => variant.url)),
  );
  const media = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${base}${url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const type = response.headers.get('content-type');
      return { url, status: response.status, type, length: bytes.length, sha256 };
    }),
  );
  return { me: me.body, reviews: reviews.body, inbox, media };
}

let appA: RunningServer;
let databaseA: ScratchDatabase;
let visitorToken: string;
let adminToken: string;
let before: Awaited<ReturnType<typeof visibleState>>;
let backupFile: string;

beforeAll(async () => {
  databaseA = await scratchDatabase();
  appA = await appOn(databaseA, mailboxA);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([mailboxA.close(), mailboxB.close()]);
  await Promise.all(databases.map((database) => database.drop()));
  fs.rmSync(BACKUP_DIR, { recursive: true, force: true });
}, 60_000);

test('a running app with accounts, a review with a photo, a booking and sent emails is backed up', async () => {
  const base = appA.baseUrl;
  for (const account of [ADMIN, VISITOR]) {
    const answer = await restFrom(visitorIp(), 'POST', '/api/auth/register', account, { base });
    expect(answer.status).toBe(201);
  }
  visitorToken = await signIn(appA, VISITOR);
  adminToken = (
    await confirmGuide(
      { token: await signIn(appA, ADMIN), user: ADMIN },
      { base, mailbox: mailboxA },
    )
  ).token;

  const form = new FormData();
  const review = validFeedback();
  for (const [name, value] of Object.entries(review)) form.append(name, String(value));
  form.append('images', ...blob({ bytes: await photoWithGps() }));
  const created = await fetch(`${base}/api/feedback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${visitorToken}` },
    body: form,
  });
  expect(created.status).toBe(201);
  valueOf(
    await restBookings.request(bookingForm({ email: VISITOR.email }), {
      token: visitorToken,
      base,
    }),
  );
  const reset = await restFrom(
    visitorIp(),
    'POST',
    '/api/auth/forgot-password',
    { email: VISITOR.email },
    {
      base,
    },
  );
  expect(reset.status).toBe(200);

  const outbox = await until(
    () => outboxCounts(databaseA),
    (counts) => counts.total >= 3 && counts.unsent === 0,
    'Outbox of the first app',
  );
  expect(mailboxA.received).toHaveLength(outbox.total);
  before = await visibleState(appA, visitorToken, adminToken);
  expect(before.media.length).toBeGreaterThan(0);
  expect(before.media.every((image) => image.status === 200 && image.length > 0)).toBe(true);
  expect(before.inbox.bookings).toHaveLength(1);

  const backup = await backupCommand(databaseA);

  expect(backup.code).toBe(0);
  const printed = /Backup written: (\S+\.dump) \((\d+(?:\.\d)? (?:bytes|KiB|MiB))\)/.exec(
    backup.output,
  );
  expect(printed).not.toBeNull();
  backupFile = printed![1];
  expect(path.dirname(backupFile)).toBe(BACKUP_DIR);
  expect(path.basename(backupFile)).toMatch(/^drill_\w+-\d{8}T\d{6}Z\.dump$/);
}, 90_000);

test('restore refuses a database that holds the app tables, and says how to go on', async () => {
  const refused = await restoreCommand(databaseA, backupFile);

  expect(refused.code).toBe(1);
  expect(refused.output).toContain("already holds the app's tables (migrations, users)");
  expect(refused.output).toContain('--force');
  expect(await outboxCounts(databaseA)).toEqual({ total: mailboxA.received.length, unsent: 0 });
}, 60_000);

test('restored into an empty database, the app serves the same data and images and resends no email', async () => {
  const databaseB = await scratchDatabase();
  const restored = await restoreCommand(databaseB, backupFile);
  expect(restored).toEqual({
    code: 0,
    output: `Restored ${backupFile} into ${path.basename(new URL(databaseB.url).pathname)}\n`,
  });

  const appB = await appOn(databaseB, mailboxB);
  // Sessions survive: same JWT_SECRET, same users.
  const after = await visibleState(appB, visitorToken, adminToken);
  expect(after).toEqual(before);
  expect(await signIn(appB, VISITOR)).toEqual(expect.any(String));

  await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS * 10));
  expect(mailboxB.received).toEqual([]);

  // The restored app does send mail: a new request's email arrives, and only that one.
  const reset = await restFrom(
    visitorIp(),
    'POST',
    '/api/auth/forgot-password',
    { email: VISITOR.email },
    {
      base: appB.baseUrl,
    },
  );
  expect(reset.status).toBe(200);
  await until(
    async () => mailboxB.received.length,
    (count) => count > 0,
    'Mail from the restored app',
  );
  await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS * 5));
  expect(mailboxB.received.map((mail) => mail.envelopeTo)).toEqual([[VISITOR.email]]);
}, 120_000);
