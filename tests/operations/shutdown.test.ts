import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { newAccount } from '../server/support/accounts';
import { bookingForm, storedBookings } from '../server/support/bookings';
import { agedFormTicket } from '../server/support/form-tickets';
import { withDatabase } from '../server/support/database';
import { png } from '../server/support/images';
import { startInFlightPost, startInFlightUpload } from '../server/support/in-flight-request';
import {
  freePort,
  spawnServer,
  startServer,
  TMP_DIR,
  type RunningServer,
} from '../server/support/server-process';
import { restFrom, visitorIp } from '../server/support/visitor';

/** How the server stops: draining what is in flight on SIGTERM, and failing to start cleanly. */
const JWT_SECRET = 'shutdown-test-secret-0123456789-abcdef-0123456789';
const adminUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: operations tests need a PostgreSQL');
  return url;
};
const databaseName = `shutdown_${randomBytes(6).toString('hex')}`;
let databaseUrl: string;
let dataDir: string;

beforeAll(async () => {
  await withDatabase((db) => db.query(`CREATE DATABASE ${databaseName}`), adminUrl());
  const url = new URL(adminUrl());
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  fs.mkdirSync(TMP_DIR, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(TMP_DIR, 'shutdown-'));
});

afterAll(async () => {
  await withDatabase(
    (db) => db.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    adminUrl(),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const REQUEST_GUIDE = `mutation ($input: RequestGuideInput!) {
  requestGuide(input: $input) { reference }
}`;

/** Whether anything accepts a connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function refusedWithin(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await listening(port)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('SIGTERM', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: '20000',
    });
  }, 95_000);

  afterAll(async () => {
    await server?.stop();
  }, 35_000);

  test('lets an upload and a booking in flight finish and commit, refusing new connections meanwhile', async () => {
    const account = newAccount();
    const registered = await restFrom<{ token: string; user: { _id: string } }>(
      visitorIp(),
      'POST',
      '/api/auth/register',
      account,
      { base: server.baseUrl },
    );
    expect(registered.status).toBe(201);
    const form = new FormData();
    form.append('fullName', account.name);
    form.append('rating', '5');
    form.append('comment', 'Leopards at dawn in Yala, and a guide who knew where to wait.');
    form.append('location', 'Yala');
    form.append(
      'images',
      new Blob([new Uint8Array(await png(800, 600))], { type: 'image/png' }),
      'yala.png',
    );
    const upload = await startInFlightUpload(`${server.baseUrl}/api/feedback`, form, {
      authorization: `Bearer ${registered.body.token}`,
    });
    const booking = bookingForm({ formTicket: agedFormTicket(12_000, JWT_SECRET) });
    const bookingRequest = await startInFlightPost(`${server.baseUrl}/graphql`, {
      query: REQUEST_GUIDE,
      variables: { input: booking },
    });

    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM: finishing in-flight requests/, 10_000);
    // The listener closes a moment after the signal, while both requests are still held.
    const refusesNewcomers = await refusedWithin(server.port, 5000);
    upload.finish();
    bookingRequest.finish();
    const [uploaded, booked] = await Promise.all([upload.response, bookingRequest.response]);
    const exit = await server.exited;

    expect(refusesNewcomers).toBe(true);
    expect(uploaded).toEqual({
      status: 201,
      body: expect.objectContaining({ feedback: expect.objectContaining({ rating: 5 }) }),
    });
    expect(booked).toEqual({
      status: 200,
      body: { data: { requestGuide: { reference: expect.any(String) } } },
    });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Stopped cleanly');
    const stored = await withDatabase(async (db) => {
      const { rows } = await db.query<{ images: string }>(
        `SELECT count(fi.media_id) AS images FROM feedback f
           LEFT JOIN feedback_images fi ON fi.feedback_id = f.id
          WHERE f.user_id = $1 GROUP BY f.id`,
        [registered.body.user._id],
      );
      return rows;
    }, databaseUrl);
    expect(stored).toEqual([{ images: '1' }]);
    const bookings = await storedBookings(booking.email, databaseUrl);
    expect(bookings.map((row) => row.reference)).toEqual([
      (booked.body as { data: { requestGuide: { reference: string } } }).data.requestGuide
        .reference,
    ]);
  }, 40_000);
});

test('a port in use stops the start-up with a clear message, the embedded PostgreSQL with it', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  const embeddedPort = await freePort();
  // Not under dataDir: PostgreSQL runs as its own user, which must reach its directory.
  const embeddedDir = path.join(TMP_DIR, `shutdown-embedded-${randomUUID()}`);
  try {
    const server = spawnServer({
      NODE_ENV: 'production',
      JWT_SECRET,
      PORT: String(port),
      HOST: '0.0.0.0',
      DATA_DIR: embeddedDir,
      EMBEDDED_DB_PORT: String(embeddedPort),
    });
    const exit = await server.exited;

    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(`Port ${port} is already in use`);
    expect(server.output()).not.toMatch(/Unhandled|\n\s+at /);
    expect(await listening(embeddedPort)).toBe(false);
    expect(fs.existsSync(path.join(embeddedDir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    blocker.close();
    fs.rmSync(embeddedDir, { recursive: true, force: true });
  }
}, 120_000);
