import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from './errors';
import { logger } from './logger';
import { PostgresCounters, RedisCounters, type WindowCount } from './rate-limit-stores';
import type { Queryable } from './sql';

export interface RateLimitRule {
  /** Names the counter, e.g. 'forgot-password:ip'. */
  name: string;
  limit: number;
  /** At most a day: older counters are purged. */
  windowSeconds: number;
}

export interface HitOptions {
  db?: Queryable;
  /** The error for an attempt over the limit, told when the window ends. */
  refusal?: (retryAfterSeconds: number) => AppError;
}

/**
 * Fixed-window counters every app instance shares: in Redis when REDIS_URL is set, in PostgreSQL
 * otherwise.
 *
 * Redis unreachable: the limiter counts in PostgreSQL until it answers again, and says so once per
 * outage. Limits still hold and the site stays up; counts made in Redis before the outage are not
 * carried over, so for one window a subject may get up to twice its limit. While the connection is
 * known to be down no request waits for Redis; a Redis that accepts connections but does not answer
 * costs each limited request at most the command timeout (500 ms).
 */
export class RateLimiter {
  private readonly postgres: PostgresCounters;
  private readonly redis: RedisCounters | undefined;
  private redisDown = false;

  constructor(dataSource: DataSource, redisUrl?: string) {
    this.postgres = new PostgresCounters(dataSource);
    this.redis = redisUrl ? new RedisCounters(redisUrl) : undefined;
  }

  /**
   * Counts one attempt by `subject` (an IP, an email…); once over the limit, throws `refusal`
   * (RATE_LIMITED unless given). Given a transaction's manager, as `allows`.
   */
  async hit(
    rule: RateLimitRule,
    subject: string,
    { db, refusal = AppError.rateLimited }: HitOptions = {},
  ): Promise<void> {
    const { count, retryAfterSeconds } = await this.count(rule, subject, db);
    if (count > rule.limit) throw refusal(retryAfterSeconds);
  }

  /**
   * Counts one attempt and says whether it is within the limit, for work that goes on without
   * the limited part. Given a transaction's manager, PostgreSQL undoes the count if that rolls
   * back; Redis keeps it (it is no part of the transaction), which only errs on the strict side.
   */
  async allows(rule: RateLimitRule, subject: string, db?: Queryable): Promise<boolean> {
    const { count } = await this.count(rule, subject, db);
    return count <= rule.limit;
  }

  /** What `subject` has used of the rule's current window, without counting this look. */
  peek(rule: RateLimitRule, subject: string): Promise<WindowCount> {
    const key = keyOf(rule, subject);
    return this.inRedisElsePostgres(
      (redis) => redis.read(key),
      () => this.postgres.read(key, rule.windowSeconds),
    );
  }

  /** For the readiness probe: whether Redis answers, when counters are meant to be there. */
  async redisStatus(): Promise<'reachable' | 'unreachable' | undefined> {
    if (!this.redis) return undefined;
    return (await this.redis.reachable()) ? 'reachable' : 'unreachable';
  }

  /** Closes the Redis connection, once no request needs it any more. */
  async close(): Promise<void> {
    await this.redis?.close();
  }

  private count(rule: RateLimitRule, subject: string, db?: Queryable): Promise<WindowCount> {
    const key = keyOf(rule, subject);
    return this.inRedisElsePostgres(
      (redis) => redis.increment(key, rule.windowSeconds),
      () => this.postgres.increment(key, rule.windowSeconds, db),
    );
  }

  private async inRedisElsePostgres(
    inRedis: (redis: RedisCounters) => Promise<WindowCount>,
    inPostgres: () => Promise<WindowCount>,
  ): Promise<WindowCount> {
    if (this.redis && (!this.redisDown || this.redis.connected)) {
      try {
        const counted = await inRedis(this.redis);
        if (this.redisDown) logger.info('Rate limits: Redis answers again, counting there');
        this.redisDown = false;
        return counted;
      } catch (error) {
        if (!this.redisDown) {
          const reason = error instanceof Error ? error.message : String(error);
          logger.error(`Rate limits: Redis unreachable (${reason}), counting in PostgreSQL`);
        }
        this.redisDown = true;
      }
    }
    return inPostgres();
  }
}

/** Subjects are personal data (addresses), so only their hash is stored. */
function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
