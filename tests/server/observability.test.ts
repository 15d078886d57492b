import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { newAccount } from './support/accounts';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './support/database';
import { request, type GraphQLBody } from './support/http';
import { openLatestMailTo } from './support/recovery';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { jwtSecret } from './support/test-env';
import { visitorIp } from './support/visitor';

/**
 * A server of its own at LOG_LEVEL=info, on an empty database, so its log holds only this file's
 * requests and its outbox only this file's emails. The mail worker polls once at start, so
 * queued emails stay pending while the metrics are read.
 */
const METRICS_TOKEN = 'metrics-token-0123456789';
let database: ScratchDatabase;
let server: RunningServer;

const serverVariables = (extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  JWT_SECRET: jwtSecret(),
  DATABASE_URL: database.url,
  DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  MAIL_POLL_MS: '3600000',
  ...extra,
});

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startServer(serverVariables({ LOG_LEVEL: 'info', METRICS_TOKEN }));
}, 95_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
}, 35_000);

type LogLine = Record<string, unknown>;

/** The complete lines written so far (a line may still be arriving). */
function writtenLines(): string[] {
  const output = server.output();
  return output.slice(0, output.lastIndexOf('\n')).split('\n').filter(Boolean);
}

function logLines(): LogLine[] {
  return writtenLines().map((line) => JSON.parse(line) as LogLine);
}

/** Lines are written as requests end, which may be just after the answer arrived. */
async function linesOf(requestId: string, count = 1): Promise<LogLine[]> {
  const mark = `"reqId":"${requestId}"`;
  const counted = new RegExp(`(${mark}[^\\n]*\\n[^]*){${count}}`);
  await server.waitForOutput(counted, 5_000);
  return logLines().filter((line) => line.reqId === requestId);
}

async function requestLine(requestId: string): Promise<LogLine> {
  await server.waitForOutput(new RegExp(`"reqId":"${requestId}"[^\\n]*"status":[^\\n]*\\n`), 5_000);
  return logLines().find((line) => line.reqId === requestId && 'status' in line) as LogLine;
}

/** The fields of the REST answers this file reads. */
interface RestAnswer {
  token: string;
  user: { _id: string };
}

function call<Body = RestAnswer>(
  method: string,
  route: string,
  options: { body?: unknown; token?: string } = {},
) {
  const id = `test-${randomUUID()}`;
  const headers = { 'x-request-id': id, 'x-forwarded-for': visitorIp() };
  return {
    id,
    response: request<Body>(method, route, {
      ...options,
      headers,
      base: server.baseUrl,
    }),
  };
}

async function register() {
  const account = newAccount();
  const { response } = call('POST', '/api/auth/register', { body: account });
  const { status, body } = await response;
  expect(status).toBe(201);
  return { account, token: body.token, userId: body.user._id };
}

function scrape(token: string | undefined, base = server.baseUrl) {
  return request<string>('GET', '/metrics', { token, base });
}

/** One sample of the exposition, by name and exact label set; undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

test('a request line carries the request id it echoes, the user, route, status and time', async () => {
  const { token, userId } = await register();

  const { id, response } = call('GET', '/api/auth/me', { token });
  const answer = await response;
  const line = await requestLine(id);

  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-request-id')).toBe(id);
  expect(line).toEqual(
    expect.objectContaining({
      level: 'info',
      reqId: id,
      userId,
      method: 'GET',
      route: '/api/auth/me',
      status: 200,
      ms: expect.any(Number),
    }),
  );
});

test('an unusable X-Request-Id is replaced by a new id, answered and logged with the denial', async () => {
  const answer = await request('GET', '/api/auth/me', {
    headers: { 'x-request-id': 'an id with spaces/and slashes' },
    base: server.baseUrl,
  });
  const id = answer.headers.get('x-request-id') ?? '';

  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await requestLine(id)).toEqual(
    expect.objectContaining({
      level: 'warn',
      event: 'request.denied',
      route: '/api/auth/me',
      status: 401,
    }),
  );
});

test('a failed login is logged as an event naming the user, never the address', async () => {
  const { account, userId } = await register();

  const { id, response } = call('POST', '/api/auth/login', {
    body: { email: account.email, password: 'not-the-password' },
  });
  expect((await response).status).toBe(401);
  const lines = await linesOf(id, 2);

  expect(lines).toEqual([
    expect.objectContaining({ level: 'warn', event: 'login.failed', userId }),
    expect.objectContaining({
      level: 'warn',
      event: 'request.denied',
      route: '/api/auth/login',
      status: 401,
    }),
  ]);
});

test('a GraphQL request refused by a rate limit is logged as a denial, though answered 200', async () => {
  const { account } = await register();
  const ip = visitorIp();
  const forgot = () => {
    const id = `test-${randomUUID()}`;
    const response = request<GraphQLBody>('POST', '/graphql', {
      body: {
        query: 'mutation Forgot($email: String!) { forgotPassword(email: $email) { message } }',
        variables: { email: account.email },
      },
      headers: { 'x-request-id': id, 'x-forwarded-for': ip },
      base: server.baseUrl,
    });
    return { id, response };
  };

  for (let allowed = 0; allowed < 3; allowed += 1) await forgot().response;
  const refused = forgot();
  const answer = await refused.response;

  expect(answer.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  expect(await requestLine(refused.id)).toEqual(
    expect.objectContaining({
      level: 'warn',
      event: 'request.denied',
      route: '/graphql',
      operation: 'Forgot',
      status: 200,
      errors: ['RATE_LIMITED'],
    }),
  );
});

/** The failure is real: PostgreSQL refuses the outbox row the request writes. */
test('a GraphQL request that fails inside is logged as a failure, with the error under its id', async () => {
  const { account } = await register();
  await withDatabase(async (db) => {
    await db.query(`CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await db.query(`CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`);
  }, database.url);
  const { id, response } = call<GraphQLBody>('POST', '/graphql', {
    body: {
      query: 'mutation Forgot($email: String!) { forgotPassword(email: $email) { message } }',
      variables: { email: account.email },
    },
  });
  const answer = await response;
  await withDatabase(async (db) => {
    await db.query('DROP TRIGGER refuse_outbox ON outbox');
    await db.query('DROP FUNCTION refuse_outbox()');
  }, database.url);
  const lines = await linesOf(id, 2);

  expect(answer.body.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'error',
      event: 'error.unexpected',
      msg: expect.stringContaining('disk full'),
    }),
    expect.objectContaining({
      level: 'error',
      event: 'request.failed',
      route: '/graphql',
      status: 200,
      errors: ['INTERNAL_SERVER_ERROR'],
    }),
  ]);
});

test('register, login and password reset leave no address, password or token in the log', async () => {
  const { account, token } = await register();
  const newPassword = 'galle-fort-1663';
  const login = await call('POST', '/api/auth/login', { body: account }).response;
  const forgot = await call('POST', '/api/auth/forgot-password', { body: { email: account.email } })
    .response;
  const { token: resetToken } = await openLatestMailTo(account.email, {
    databaseUrl: database.url,
    base: server.baseUrl,
  });
  const reset = await call('POST', `/api/auth/reset-password/${resetToken}`, {
    body: { password: newPassword },
  }).response;
  const again = call('POST', '/api/auth/login', {
    body: { email: account.email, password: newPassword },
  });
  await again.response;
  await requestLine(again.id);

  expect([login.status, forgot.status, reset.status]).toEqual([200, 200, 200]);
  const output = server.output();
  for (const secret of [
    account.email,
    account.email.split('@')[0],
    account.password,
    newPassword,
    token,
    login.body.token,
    resetToken,
  ]) {
    expect(secret).toBeTruthy();
    expect(output).not.toContain(secret);
  }
  expect(output).toContain('"route":"/api/auth/reset-password/:token"');
});

test('/metrics counts requests by route pattern and reads the outbox, the pool and the process', async () => {
  const before = (await scrape(METRICS_TOKEN)).text;
  await request('GET', '/healthz', { base: server.baseUrl });
  await request('GET', '/healthz', { base: server.baseUrl });
  for (const made of ['a', 'b']) {
    await call('POST', `/api/auth/reset-password/${made.repeat(43)}`, { body: { password: 'x' } })
      .response;
  }
  const { account } = await register();
  await call('POST', '/api/auth/forgot-password', { body: { email: account.email } }).response;
  const answer = await scrape(METRICS_TOKEN);
  const after = answer.text;

  const healthz = '{method="GET",route="/healthz",status_class="2xx"}';
  const resets = '{method="POST",route="/api/auth/reset-password/:token",status_class="4xx"}';
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(sample(after, 'http_requests_total', healthz)).toBe(
    (sample(before, 'http_requests_total', healthz) ?? 0) + 2,
  );
  expect(sample(after, 'http_request_duration_seconds_count', healthz)).toBe(
    (sample(before, 'http_request_duration_seconds_count', healthz) ?? 0) + 2,
  );
  expect(sample(after, 'http_requests_total', resets)).toBeGreaterThanOrEqual(2);
  expect(after).not.toContain('a'.repeat(43));
  expect(sample(after, 'mail_outbox_pending')).toBe(
    (sample(before, 'mail_outbox_pending') ?? 0) + 1,
  );
  expect(sample(after, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  expect(sample(after, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
  expect(sample(after, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
  expect(sample(after, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
  expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
});

test('/metrics counts a REST answer kept in memory as (kept), not as a file of the client', async () => {
  const kept = '{method="GET",route="(kept)",status_class="2xx"}';
  const before = (await scrape(METRICS_TOKEN)).text;

  for (let i = 0; i < 2; i += 1) await request('GET', '/api/tour-albums', { base: server.baseUrl });
  const after = (await scrape(METRICS_TOKEN)).text;

  expect(sample(after, 'http_requests_total', kept)).toBeGreaterThanOrEqual(
    (sample(before, 'http_requests_total', kept) ?? 0) + 1,
  );
});

test('/metrics answers 401 without the token or with a wrong one', async () => {
  const missing = await scrape(undefined);
  const wrong = await scrape('metrics-token-0123456780');

  expect(missing.status).toBe(401);
  expect(missing.headers.get('www-authenticate')).toBe('Bearer');
  expect(wrong.status).toBe(401);
  expect(wrong.text).not.toContain('http_requests_total');
});

test('/metrics is off with METRICS_ENABLED=false, and in production unless asked for', async () => {
  const servers = await Promise.all([
    startServer(serverVariables({ METRICS_ENABLED: 'false' })),
    startServer(serverVariables({ NODE_ENV: 'production' })),
    startServer(serverVariables({ NODE_ENV: 'production', METRICS_TOKEN })),
  ]);
  try {
    const [off, productionDefault, productionWithToken] = await Promise.all(
      servers.map((other) => scrape(METRICS_TOKEN, other.baseUrl)),
    );

    expect(off.status).toBe(404);
    expect(productionDefault.status).toBe(404);
    expect(productionWithToken.status).toBe(200);
  } finally {
    await Promise.all(servers.map((other) => other.stop()));
  }
}, 95_000);

test('every line written is one JSON object; health checks are not logged at info', () => {
  const lines = writtenLines();

  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(lines.length).toBeGreaterThan(10);
  expect(logLines().some((line) => line.route === '/healthz')).toBe(false);
  expect(logLines().some((line) => /^Ready on http:\/\/localhost:\d+/.test(String(line.msg)))).toBe(
    true,
  );
});
