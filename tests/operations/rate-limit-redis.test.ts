import type { ScratchDatabase } from '../server/support/database';
import { ownServerVariables, type RunningServer } from '../server/support/server-process';
import { visitorIp } from '../server/support/visitor';
import { requiredService, scratchDatabase, startInstances } from './support/instances';
import {
  expectRefusedAfterTheLimit,
  FORGOT_PER_IP,
  forgotPassword,
  postgresCounter,
  readiness,
} from './support/rate-limits';
import { TcpProxy } from './support/tcp-proxy';

/**
 * One instance whose Redis sits behind a relay the test cuts and restores, as a network failure
 * would: rate limits must hold throughout and the site must stay up.
 */
const UNREACHABLE_LOG = /Rate limits: Redis unreachable/g;
const BACK_LOG = /Rate limits: Redis answers again/g;

const redisUrl = new URL(requiredService('REDIS_URL'));
const proxy = new TcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
let database: ScratchDatabase;
let instance: RunningServer;

beforeAll(async () => {
  database = await scratchDatabase('ratelimitredis');
  await proxy.open();
  [instance] = await startInstances(
    1,
    ownServerVariables(database.url, {
      REDIS_URL: proxy.urlFor(redisUrl.toString()),
      LOG_LEVEL: 'info',
    }),
  );
}, 120_000);

afterAll(async () => {
  const exit = await instance?.stop();
  await proxy.cut();
  await database?.drop();
  expect(exit).toEqual({ code: 0, signal: null });
}, 60_000);

async function readinessUntil(redis: string) {
  const deadline = Date.now() + 15_000;
  let seen = await readiness(instance);
  while (seen.body.redis !== redis && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await readiness(instance);
  }
  return seen;
}

const count = (pattern: RegExp) => instance.output().match(pattern)?.length ?? 0;

test('with Redis reachable, attempts are counted there', async () => {
  const ip = visitorIp();

  expect((await forgotPassword(instance, ip)).status).toBe(200);

  expect(await readiness(instance)).toEqual({
    status: 200,
    body: { status: 'ready', redis: 'reachable' },
  });
  expect(await postgresCounter(database.url, FORGOT_PER_IP.rule, ip)).toBeUndefined();
});

test('with Redis unreachable, limits still hold, counted in PostgreSQL, and the site stays up', async () => {
  await proxy.cut();
  const ip = visitorIp();
  const startedAt = Date.now();

  await expectRefusedAfterTheLimit([instance], ip);

  // Eleven requests, two limits each: nobody waits for Redis once it is known to be down.
  expect(Date.now() - startedAt).toBeLessThan(5000);
  expect(await postgresCounter(database.url, FORGOT_PER_IP.rule, ip)).toBe(FORGOT_PER_IP.limit + 1);
  expect(await readinessUntil('unreachable')).toEqual({
    status: 200,
    body: { status: 'ready', redis: 'unreachable' },
  });
  expect(count(UNREACHABLE_LOG)).toBe(1);
});

test('once Redis is back, attempts are counted there again', async () => {
  await proxy.open();
  expect(await readinessUntil('reachable')).toEqual({
    status: 200,
    body: { status: 'ready', redis: 'reachable' },
  });
  const ip = visitorIp();

  expect((await forgotPassword(instance, ip)).status).toBe(200);

  expect(await postgresCounter(database.url, FORGOT_PER_IP.rule, ip)).toBeUndefined();
  expect(count(BACK_LOG)).toBe(1);
  expect(count(UNREACHABLE_LOG)).toBe(1);
});
