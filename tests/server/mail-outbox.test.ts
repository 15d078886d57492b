import http from 'node:http';
import path from 'node:path';
import { newAccount } from './support/accounts';
import { createScratchDatabase, type ScratchDatabase } from './support/database';
import { outboxFor, RESET_MESSAGE, type OutboxRow } from './support/recovery';
import { freePort, startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { SmtpMailbox } from './support/smtp-mailbox';
import { jwtSecret } from './support/test-env';
import { restFrom, visitorIp } from './support/visitor';

/**
 * Two app instances on a database of their own, sending through SMTP to a port where, at first,
 * nothing listens; then a real SMTP server opens there.
 */
const PUBLIC_URL = 'https://tours.example.test';
const mailbox = new SmtpMailbox((address) => address.startsWith('refused-'));
let database: ScratchDatabase;
let smtpPort: number;
const instances: RunningServer[] = [];

beforeAll(async () => {
  database = await createScratchDatabase();
  smtpPort = await freePort();
  const variables = {
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret(),
    DATABASE_URL: database.url,
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
    PUBLIC_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_MAX_ATTEMPTS: '30',
  };
  // One after the other: the first one runs the migrations.
  instances.push(await startServer(variables));
  instances.push(await startServer(variables));
}, 120_000);

afterAll(async () => {
  const exits = await Promise.all(instances.map((instance) => instance.stop()));
  await mailbox.close();
  await database?.drop();
  expect(exits).toEqual(instances.map(() => ({ code: 0, signal: null })));
}, 60_000);

async function registerOn(instance: RunningServer, prefix = 'traveller') {
  const account = newAccount({
    email: `${prefix}-${Math.random().toString(36).slice(2)}@example.com`,
  });
  const response = await restFrom(visitorIp(), 'POST', '/api/auth/register', account, {
    base: instance.baseUrl,
  });
  expect(response.status).toBe(201);
  return account;
}

function forgotOn(instance: RunningServer, email: string) {
  return restFrom(
    visitorIp(),
    'POST',
    '/api/auth/forgot-password',
    { email },
    {
      base: instance.baseUrl,
    },
  );
}

/** Polls the outbox (its own database) until `done` holds for the address's messages. */
async function outboxUntil(
  address: string,
  done: (rows: OutboxRow[]) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxFor(address, database.url);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`Outbox of ${address}: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('with the SMTP server down, then back', () => {
  const accounts: { email: string; name: string }[] = [];

  test('requests still succeed and their messages wait in the outbox', async () => {
    for (const instance of [...instances, ...instances]) {
      const account = await registerOn(instance);
      const answer = await forgotOn(instance, account.email);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Check your email for password reset instructions' });
      accounts.push(account);
    }

    const [waiting] = await outboxUntil(accounts[0].email, ([row]) => row?.attempts >= 2);

    expect(waiting).toMatchObject({ status: expect.stringMatching(/^(queued|sending)$/) });
    expect(waiting.last_error).toContain('ECONNREFUSED');
    expect(mailbox.received).toHaveLength(0);
  });

  test('once SMTP is back, each message is delivered exactly once, by one of the instances', async () => {
    await mailbox.listen(smtpPort);

    for (const { email } of accounts) {
      await outboxUntil(email, (rows) => rows.length === 1 && rows[0].status === 'sent');
    }
    // Twenty more polls by each instance: nothing is sent twice.
    await pause(1000);

    expect(accounts.map(({ email }) => mailbox.to(email).length)).toEqual(accounts.map(() => 1));
    expect(mailbox.received).toHaveLength(accounts.length);
  });

  test('the email is branded, addressed to the account, and its link from PUBLIC_URL works', async () => {
    const [{ email, name }] = accounts;
    const [mail] = mailbox.to(email);

    expect(mail.headers.from).toBe('Serendib Trails <hello@serendibtrails.lk>');
    expect(mail.headers.to).toBe(`"${name}" <${email}>`);
    expect(mail.headers.subject).toBe('Reset your Serendib Trails password');
    const link = new RegExp(`${PUBLIC_URL}/reset-password/([\\w-]{43})`);
    const token = link.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password/${token}"`);
    expect(mail.html).toContain('Serendib Trails');

    const reset = await restFrom(
      visitorIp(),
      'POST',
      `/api/auth/reset-password/${token}`,
      { password: 'sigiriya-477' },
      { base: instances[1].baseUrl },
    );
    expect(reset.body).toEqual({ message: RESET_MESSAGE });
  });
});

test('a message the SMTP server refuses with 550 ends as failed after one attempt', async () => {
  await mailbox.listen(smtpPort);
  const account = await registerOn(instances[0], 'refused');

  await forgotOn(instances[0], account.email);
  const [failed] = await outboxUntil(account.email, ([row]) => row?.status === 'failed');

  expect(failed.attempts).toBe(1);
  expect(failed.last_error).toMatch(/550 .*Mailbox unavailable/);
  expect(mailbox.to(account.email)).toHaveLength(0);
});

test("links come from PUBLIC_URL, never from the request's Host", async () => {
  const account = await registerOn(instances[0]);
  const body = JSON.stringify({ email: account.email });

  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${instances[0].baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-for': visitorIp(),
        'content-type': 'application/json',
      },
    });
    request.on('response', (response) => resolve(response.statusCode ?? 0));
    request.on('error', reject);
    request.end(body);
  });
  const [queued] = await outboxUntil(account.email, (rows) => rows.length === 1);

  expect(status).toBe(200);
  expect(queued.text).toContain(`${PUBLIC_URL}/reset-password/`);
  expect(queued.text + queued.html).not.toContain('evil.example');
});
