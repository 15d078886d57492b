import { createHash } from 'node:crypto';
import { uniqueEmail } from '../../server/support/accounts';
import { withDatabase } from '../../server/support/database';
import type { RunningServer } from '../../server/support/server-process';
import { restFrom } from '../../server/support/visitor';

/** The limit on reset-link requests from one address, and its window. */
export const FORGOT_PER_IP = { rule: 'forgot-password:ip', limit: 10, windowSeconds: 15 * 60 };

export function forgotPassword(
  instance: RunningServer,
  ip: string,
  email = uniqueEmail('forgetful'),
) {
  return restFrom<{ message: string }>(
    ip,
    'POST',
    '/api/auth/forgot-password',
    { email },
    { base: instance.baseUrl },
  );
}

/**
 * Asks for reset links from one address, in turn on each instance, each time for another email
 * (so only the per-IP limit applies), until refused; expects the refusal right after the limit.
 */
export async function expectRefusedAfterTheLimit(instances: RunningServer[], ip: string) {
  const statuses: number[] = [];
  let answer;
  do {
    answer = await forgotPassword(instances[statuses.length % instances.length], ip);
    statuses.push(answer.status);
  } while (answer.status === 200 && statuses.length <= FORGOT_PER_IP.limit);

  expect(statuses).toEqual([...Array(FORGOT_PER_IP.limit).fill(200), 429]);
  expect(answer.body.message).toMatch(/^Too many requests/);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(FORGOT_PER_IP.windowSeconds);
}

/** The PostgreSQL counter of a rule for a subject, if the limiter keeps it there. */
export async function postgresCounter(
  databaseUrl: string,
  rule: string,
  subject: string,
): Promise<number | undefined> {
  const key = `${rule}:${createHash('sha256').update(subject).digest('base64url')}`;
  const { rows } = await withDatabase(
    (db) => db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [key]),
    databaseUrl,
  );
  return rows[0]?.count;
}

/** What GET /readyz answers. */
export async function readiness(instance: RunningServer) {
  const answer = await restFrom<Record<string, string>>('127.0.0.1', 'GET', '/readyz', undefined, {
    base: instance.baseUrl,
  });
  return { status: answer.status, body: answer.body };
}
