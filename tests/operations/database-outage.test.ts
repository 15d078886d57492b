import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { newAccount } from '../server/support/accounts';
import { request, type HttpResult } from '../server/support/http';
import {
  freePort,
  startServer,
  TMP_DIR,
  type RunningServer,
} from '../server/support/server-process';
import { SmtpMailbox } from '../server/support/smtp-mailbox';
import { graphqlFrom, restFrom, visitorIp } from '../server/support/visitor';
import { untilReadyz } from './support/instances';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster';

/**
 * The app on a PostgreSQL cluster of its own, which the tests stop, start again and cut off.
 * Requests must fail fast with 503 meanwhile and succeed again afterwards, without a restart.
 */
const CONNECT_TIMEOUT_MS = 3000;
const ABOUT_PAGE = '<h1>About Serendib Trails</h1>';
const mailbox = new SmtpMailbox();
let cluster: PostgresCluster;
let server: RunningServer;
let clientDist: string;

beforeAll(async () => {
  cluster = await createPostgresCluster('database-outage');
  const smtpPort = await freePort();
  await mailbox.listen(smtpPort);
  // A prerendered page of its own: static pages need no database.
  clientDist = fs.mkdtempSync(path.join(TMP_DIR, 'outage-client-'));
  fs.mkdirSync(path.join(clientDist, 'about'));
  fs.writeFileSync(path.join(clientDist, 'about', 'index.html'), ABOUT_PAGE);
  server = await startServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'database-outage-test-secret-0123456789-abcdef',
    DATABASE_URL: cluster.url,
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
    CLIENT_DIST: clientDist,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '100',
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  });
}, 180_000);

afterAll(async () => {
  const exit = await server?.stop();
  await mailbox.close();
  await cluster?.destroy();
  fs.rmSync(clientDist, { recursive: true, force: true });
  expect(exit).toEqual({ code: 0, signal: null });
}, 60_000);

async function register() {
  const account = newAccount();
  const response = await restFrom<{ token: string }>(
    visitorIp(),
    'POST',
    '/api/auth/register',
    account,
    { base: server.baseUrl },
  );
  expect(response.status).toBe(201);
  return { ...account, token: response.body.token };
}

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const ME = '{ me { email } }';

/** The requests a visitor makes that need the database, over both transports. */
function databaseRequests(account: { email: string; password: string; token: string }) {
  const credentials = { email: account.email, password: account.password };
  const ip = visitorIp();
  const options = { base: server.baseUrl };
  return {
    graphqlLogin: () => graphqlFrom(ip, LOGIN, { input: credentials }, options),
    graphqlMe: () => graphqlFrom(ip, ME, {}, { ...options, token: account.token }),
    restLogin: () => restFrom(ip, 'POST', '/api/auth/login', credentials, options),
    restMe: () =>
      restFrom(ip, 'GET', '/api/auth/me', undefined, { ...options, token: account.token }),
  };
}

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const startedAt = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - startedAt };
}

function unavailable(answer: HttpResult): unknown {
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    body: answer.body,
  };
}

const GRAPHQL_UNAVAILABLE = {
  status: 503,
  retryAfter: expect.stringMatching(/^\d+$/),
  body: expect.objectContaining({
    errors: [
      expect.objectContaining({
        message: expect.stringMatching(/temporarily unavailable/),
        extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
      }),
    ],
  }),
};
const REST_UNAVAILABLE = {
  status: 503,
  retryAfter: expect.stringMatching(/^\d+$/),
  body: { message: expect.stringMatching(/temporarily unavailable/) },
};

test('while PostgreSQL is down, requests get a fast 503 and the app recovers when it returns', async () => {
  const account = await register();
  const calls = databaseRequests(account);
  const outputBefore = server.output().length;

  await cluster.stop();
  const graphqlLogin = await timed(calls.graphqlLogin);
  const graphqlMe = await timed(calls.graphqlMe);
  const restLogin = await timed(calls.restLogin);
  const restMe = await timed(calls.restMe);
  const readyz = await request('GET', '/readyz', { base: server.baseUrl });
  const healthz = await request('GET', '/healthz', { base: server.baseUrl });
  const about = await request('GET', '/about', { base: server.baseUrl });
  // The mail worker polls every 100 ms meanwhile; it must still be there afterwards.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  expect(unavailable(graphqlLogin.answer)).toEqual(GRAPHQL_UNAVAILABLE);
  expect(unavailable(graphqlMe.answer)).toEqual(GRAPHQL_UNAVAILABLE);
  expect(unavailable(restLogin.answer)).toEqual(REST_UNAVAILABLE);
  expect(unavailable(restMe.answer)).toEqual(REST_UNAVAILABLE);
  // Each answer comes sooner than a single wait for a pool connection would.
  for (const { ms } of [graphqlLogin, graphqlMe, restLogin, restMe]) {
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS);
  }
  expect(readyz.status).toBe(503);
  expect(healthz).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(about).toMatchObject({ status: 200, text: ABOUT_PAGE });
  const outageLog = server.output().slice(outputBefore);
  expect(outageLog).toMatch(/Database unavailable/);
  expect(outageLog).not.toMatch(/Unexpected|\n\s+at /);

  await cluster.start();
  await untilReadyz(server, 200);
  expect((await calls.graphqlLogin()).body).toEqual({
    data: { login: { token: expect.any(String) } },
  });
  expect((await calls.graphqlMe()).body).toEqual({ data: { me: { email: account.email } } });
  expect(await calls.restLogin()).toMatchObject({ status: 200 });
  expect(await calls.restMe()).toMatchObject({
    status: 200,
    body: { user: { email: account.email } },
  });
  // The mail worker resumes: an email queued now is delivered.
  await restFrom(
    visitorIp(),
    'POST',
    '/api/auth/forgot-password',
    { email: account.email },
    {
      base: server.baseUrl,
    },
  );
  const deadline = Date.now() + 15_000;
  while (mailbox.to(account.email).length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(mailbox.to(account.email)).toHaveLength(1);
}, 90_000);

test('when PostgreSQL ends every connection, the app stays up and the next requests succeed', async () => {
  const account = await register();
  const calls = databaseRequests(account);
  // Fill the pool with idle connections, so there are some to cut.
  await Promise.all(Array.from({ length: 5 }, () => calls.restMe()));

  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  const { rowCount } = await admin.query(
    // Waits (up to 5 s) until each connection is gone, not only told to go.
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  await admin.end();
  const answers = [];
  // GraphQL first: a cut met while its context looks the session up is an outage too, not a 500.
  for (const call of [calls.graphqlMe, calls.restMe, calls.restLogin, calls.graphqlLogin]) {
    answers.push(await call());
  }

  expect(rowCount).toBeGreaterThan(0);
  // At most the first one may meet a connection cut before the pool heard of it.
  expect([200, 503]).toContain(answers[0].status);
  expect(answers.slice(1).map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(answers[1].body).toMatchObject({ user: { email: account.email } });
  expect((await calls.graphqlMe()).body).toEqual({ data: { me: { email: account.email } } });
  expect(server.child.exitCode).toBeNull();
  expect(server.output()).not.toMatch(/Unexpected|\n\s+at /);
}, 30_000);
