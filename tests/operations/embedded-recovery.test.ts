import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { embeddedDatabaseUrl } from '../../server/src/db/embedded-password';
import { newAccount } from '../server/support/accounts';
import { bookingForm, restBookings } from '../server/support/bookings';
import {
  freePort,
  ownServerVariables,
  spawnServer,
  startServer,
  TMP_DIR,
  type RunningServer,
} from '../server/support/server-process';
import { valueOf } from '../server/support/transports';
import { restFrom, visitorIp } from '../server/support/visitor';
import { untilReadyz } from './support/instances';
import { readiness } from './support/rate-limits';

/**
 * The app in its default mode, on an embedded PostgreSQL of its own in a fresh data folder: a
 * crash of the app or of its database does not keep it down, it never stops a database that
 * another running app uses, and no one but the folder's owner can sign in to its database.
 */
let dataDir: string;
let variables: Record<string, string>;
const servers: RunningServer[] = [];

beforeEach(async () => {
  // Made by the app, not here: PostgreSQL runs as a user of its own, which must reach the folder.
  dataDir = path.join(TMP_DIR, `embedded-recovery-${randomUUID()}`);
  variables = ownServerVariables('', {
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
  });
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop(10_000)));
  await stopLeftoverPostgres();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const lockFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');

function postmasterPid(): number {
  return Number(fs.readFileSync(lockFile(), 'utf8').split('\n')[0]);
}

/** A failed test may leave a PostgreSQL behind; it must not outlive the test. */
async function stopLeftoverPostgres(): Promise<void> {
  if (!fs.existsSync(lockFile())) return;
  try {
    process.kill(postmasterPid(), 'SIGINT');
  } catch {
    return; // No longer running: only its lock file is left.
  }
  for (let waited = 0; fs.existsSync(lockFile()) && waited < 10_000; waited += 100) {
    await sleep(100);
  }
}

async function startApp(): Promise<RunningServer> {
  const server = await startServer(variables);
  servers.push(server);
  return server;
}

/** A visitor signs up and asks for a guide: their session and the booking's reference. */
async function bookAsVisitor(server: RunningServer) {
  const account = newAccount();
  const base = server.baseUrl;
  const registered = await restFrom<{ token: string }>(
    visitorIp(),
    'POST',
    '/api/auth/register',
    account,
    { base },
  );
  expect(registered.status).toBe(201);
  const { token } = registered.body;
  const form = bookingForm({ email: account.email });
  const { reference } = valueOf(await restBookings.request(form, { token, base }));
  return { token, reference };
}

/** The references the visitor's profile lists. */
async function bookingsSeenBy(server: RunningServer, token: string): Promise<string[]> {
  const mine = valueOf(await restBookings.mine({ token, base: server.baseUrl }));
  return mine.map((booking) => booking.reference);
}

test('killed with -9, the app starts again on the same data folder, with its data', async () => {
  const first = await startApp();
  const visitor = await bookAsVisitor(first);
  const leftRunning = postmasterPid();
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await startApp();

  expect(await bookingsSeenBy(second, visitor.token)).toEqual([visitor.reference]);
  expect(second.output()).toContain(
    `Found the embedded PostgreSQL (pid ${leftRunning}) of an app that is no longer running`,
  );
  expect(await second.stop()).toEqual({ code: 0, signal: null });
  expect(second.output()).toContain('Stopped cleanly');
}, 120_000);

test('when its PostgreSQL is killed, the app starts it again and serves the same data, without a restart', async () => {
  const server = await startApp();
  const visitor = await bookAsVisitor(server);

  process.kill(postmasterPid(), 'SIGKILL');
  await untilReadyz(server, 503, 5_000);
  await untilReadyz(server, 200, 15_000);

  expect(server.child.exitCode).toBeNull();
  expect(await bookingsSeenBy(server, visitor.token)).toEqual([visitor.reference]);
  const later = await bookAsVisitor(server);
  expect(await bookingsSeenBy(server, later.token)).toEqual([later.reference]);
  expect(server.output()).toContain('The embedded PostgreSQL was killed by SIGKILL');
  expect(await server.stop()).toEqual({ code: 0, signal: null });
}, 60_000);

test('SIGTERM while its PostgreSQL is down, and cannot start again, ends the app within 3 s', async () => {
  const server = await startApp();
  // PostgreSQL refuses a data folder that others may read, so every restart fails.
  fs.chmodSync(path.join(dataDir, 'postgres'), 0o777);
  process.kill(postmasterPid(), 'SIGKILL');
  await untilReadyz(server, 503, 5_000);

  const signalledAt = performance.now();
  const exit = await server.stop(10_000);
  const seconds = (performance.now() - signalledAt) / 1000;

  // The app's words first: had it ended otherwise, they say why.
  expect(server.output()).toContain('Stopped cleanly');
  expect(exit).toEqual({ code: 0, signal: null });
  expect(seconds).toBeLessThan(3);
}, 60_000);

test('a second app on a data folder in use refuses to start, saying so, and the first one keeps serving', async () => {
  const first = await startApp();

  const second = spawnServer({ ...variables, PORT: String(await freePort()) });
  const exit = await second.exited;

  expect(exit).toEqual({ code: 1, signal: null });
  expect(second.output()).toContain(
    `${dataDir} is in use by another running app (pid ${first.child.pid})`,
  );
  expect(second.output()).not.toMatch(/undefined|\n\s+at /);
  expect(await readiness(first)).toEqual({ status: 200, body: { status: 'ready' } });
  const visitor = await bookAsVisitor(first);
  expect(await bookingsSeenBy(first, visitor.token)).toEqual([visitor.reference]);
}, 120_000);

test("the embedded PostgreSQL's port in use stops the start-up with what to do", async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) =>
    blocker.listen(Number(variables.EMBEDDED_DB_PORT), '127.0.0.1', resolve),
  );
  try {
    const server = spawnServer({ ...variables, PORT: String(await freePort()) });
    const exit = await server.exited;

    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      `port ${variables.EMBEDDED_DB_PORT} is already in use. Stop the program using it, or set EMBEDDED_DB_PORT to a free port.`,
    );
    expect(server.output()).toMatch(
      /PostgreSQL said: .*FATAL: could not create any TCP\/IP sockets/,
    );
    expect(server.output()).not.toMatch(/undefined|\n\s+at /);
  } finally {
    blocker.close();
  }
}, 120_000);

const passwordFile = () => path.join(dataDir, 'postgres-password');

const ownerClient = (password: string) =>
  new Client({
    connectionString: embeddedDatabaseUrl(Number(variables.EMBEDDED_DB_PORT), password, 'postgres'),
  });

/** Signs in to the app's database on its port as `postgres`, as anyone on the machine could try. */
async function signInToDatabase(password: string): Promise<string> {
  const client = ownerClient(password);
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    return rows[0].name;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test('a new data folder gets a password of its own, kept readable by its owner only, and refuses the well-known one', async () => {
  const server = await startApp();

  const password = fs.readFileSync(passwordFile(), 'utf8');
  expect(fs.statSync(passwordFile()).mode & 0o777).toBe(0o600);
  expect(password.length).toBeGreaterThanOrEqual(32);
  await expect(signInToDatabase('postgres')).rejects.toMatchObject({ code: '28P01' });
  expect(await signInToDatabase(password)).toBe('postgres');
  expect(await server.stop()).toEqual({ code: 0, signal: null });
}, 120_000);

test('a data folder made with the former fixed password starts with its data and gets a password of its own', async () => {
  const first = await startApp();
  const visitor = await bookAsVisitor(first);
  // The folder as the app left it before it kept a password: `postgres`, and no password file.
  const client = ownerClient(fs.readFileSync(passwordFile(), 'utf8'));
  await client.connect();
  await client.query("ALTER ROLE postgres PASSWORD 'postgres'");
  await client.end();
  expect(await first.stop()).toEqual({ code: 0, signal: null });
  fs.rmSync(passwordFile());

  const second = await startApp();

  expect(await bookingsSeenBy(second, visitor.token)).toEqual([visitor.reference]);
  expect(second.output()).toContain('had the former fixed password: it now has its own');
  expect(fs.statSync(passwordFile()).mode & 0o777).toBe(0o600);
  await expect(signInToDatabase('postgres')).rejects.toMatchObject({ code: '28P01' });
  expect(await signInToDatabase(fs.readFileSync(passwordFile(), 'utf8'))).toBe('postgres');
  expect(await second.stop()).toEqual({ code: 0, signal: null });
}, 120_000);
