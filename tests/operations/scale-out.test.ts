import { newAccount, uniqueEmail } from '../server/support/accounts';
import type { ScratchDatabase } from '../server/support/database';
import { multipart, restForm, validFeedback } from '../server/support/feedback';
import { png } from '../server/support/images';
import { freePort, type RunningServer, ownServerVariables } from '../server/support/server-process';
import { SmtpMailbox } from '../server/support/smtp-mailbox';
import { restFrom, visitorIp } from '../server/support/visitor';
import {
  requiredService,
  scratchDatabase,
  startInstances,
  stopInstances,
} from './support/instances';
import {
  expectRefusedAfterTheLimit,
  FORGOT_PER_IP,
  forgotPassword,
  postgresCounter,
  readiness,
} from './support/rate-limits';

/**
 * Two app processes behind one (imagined) load balancer, sharing one PostgreSQL database and,
 * in the first deployment, Redis: whichever instance a request lands on, the visitor sees one site.
 */
const mailbox = new SmtpMailbox();
let database: ScratchDatabase;
let smtpUrl: string;

beforeAll(async () => {
  database = await scratchDatabase('scaleout');
  const smtpPort = await freePort();
  await mailbox.listen(smtpPort);
  smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
});

afterAll(async () => {
  await mailbox.close();
  await database?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two instances sharing PostgreSQL and Redis', () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    [a, b] = await startInstances(
      2,
      ownServerVariables(database.url, {
        REDIS_URL: requiredService('REDIS_URL'),
        SMTP_URL: smtpUrl,
        MAIL_POLL_MS: '50',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    const exits = await stopInstances([a, b].filter(Boolean));
    expect(exits).toEqual([a, b].map(() => ({ code: 0, signal: null })));
  }, 60_000);

  test('each reports itself ready, with Redis reachable', async () => {
    for (const instance of [a, b]) {
      expect(await readiness(instance)).toEqual({
        status: 200,
        body: { status: 'ready', redis: 'reachable' },
      });
    }
  });

  test('a session opened on one instance is valid on the other', async () => {
    const account = newAccount();
    const registered = await restFrom<{ token: string }>(
      visitorIp(),
      'POST',
      '/api/auth/register',
      account,
      { base: a.baseUrl },
    );
    expect(registered.status).toBe(201);

    const me = await restFrom<{ user: { email: string } }>(
      visitorIp(),
      'GET',
      '/api/auth/me',
      undefined,
      { base: b.baseUrl, token: registered.body.token },
    );

    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(account.email);
  });

  test('a rate limit counts the attempts made on either instance, in Redis', async () => {
    const ip = visitorIp();

    await expectRefusedAfterTheLimit([a, b], ip);
    expect(await postgresCounter(database.url, FORGOT_PER_IP.rule, ip)).toBeUndefined();
  });

  test('a photo uploaded through one instance is served by the other, byte for byte', async () => {
    const session = await restFrom<{ token: string }>(
      visitorIp(),
      'POST',
      '/api/auth/register',
      newAccount(),
      { base: a.baseUrl },
    );
    const form = restForm(validFeedback(), [{ bytes: await png(320, 240), type: 'image/png' }]);
    const created = await multipart(
      'POST',
      '/api/feedback',
      form,
      session.body.token,
      {},
      a.baseUrl,
    );
    expect(created.status).toBe(201);
    const [imageUrl] = (created.body as { feedback: { images: string[] } }).feedback.images;
    const path = new URL(imageUrl, a.baseUrl).pathname;

    const [fromA, fromB] = await Promise.all(
      [a, b].map((instance) => fetch(`${instance.baseUrl}${path}`)),
    );

    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(bytesB.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
  });

  test('both instances deliver the outbox, and each email goes out exactly once', async () => {
    const addresses = Array.from({ length: 16 }, () => uniqueEmail('outbox'));

    const answers = await Promise.all(
      addresses.map((email, i) => forgotPassword([a, b][i % 2], visitorIp(), email)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));

    const deadline = Date.now() + 20_000;
    while (addresses.some((email) => mailbox.to(email).length === 0) && Date.now() < deadline) {
      await pause(50);
    }
    // Forty more polls by each instance: a message claimed twice would arrive by now.
    await pause(2000);

    expect(addresses.map((email) => mailbox.to(email).length)).toEqual(addresses.map(() => 1));
  });
});

describe('two instances sharing PostgreSQL only', () => {
  let instances: RunningServer[] = [];

  beforeAll(async () => {
    instances = await startInstances(2, ownServerVariables(database.url, { SMTP_URL: smtpUrl }));
  }, 120_000);

  afterAll(async () => {
    const exits = await stopInstances(instances);
    expect(exits).toEqual(instances.map(() => ({ code: 0, signal: null })));
  }, 60_000);

  test('a rate limit counts the attempts made on either instance, in PostgreSQL', async () => {
    const ip = visitorIp();

    await expectRefusedAfterTheLimit(instances, ip);
    expect(await postgresCounter(database.url, FORGOT_PER_IP.rule, ip)).toBe(
      FORGOT_PER_IP.limit + 1,
    );
  });

  test('readiness does not mention Redis', async () => {
    expect(await readiness(instances[0])).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
