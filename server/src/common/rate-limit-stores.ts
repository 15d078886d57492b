import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { returningRows, type Queryable } from './sql';

/** Where a fixed window stands after one more attempt. */
export interface WindowCount {
  count: number;
  retryAfterSeconds: number;
}

const PURGE_EVERY_HITS = 500;

/** Seconds until the window ends, at least one, as Retry-After wants them. */
const retryAfter = (seconds: number) => Math.max(1, Math.ceil(seconds));

/**
 * Counters in the `rate_limits` table: one atomic upsert per attempt, a new window starting once
 * the previous one has run out. Given a transaction's manager, the count is undone on rollback.
 */
export class PostgresCounters {
  private hitsSincePurge = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(key: string, windowSeconds: number, db: Queryable = this.dataSource) {
    const [row] = await returningRows<{ count: number; retry_after: string }>(
      db,
      `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2)
                             THEN now() ELSE r.window_start END,
         count = CASE WHEN r.window_start <= now() - make_interval(secs => $2)
                      THEN 1 ELSE r.count + 1 END
       RETURNING count, extract(epoch FROM window_start + make_interval(secs => $2) - now())
         AS retry_after`,
      [key, windowSeconds],
    );
    this.purgeNowAndThen();
    return { count: row.count, retryAfterSeconds: retryAfter(Number(row.retry_after)) };
  }

  /** The window's count so far, counting nothing (0 once the window has run out). */
  async read(key: string, windowSeconds: number): Promise<WindowCount> {
    const [row] = await this.dataSource.query<{ count: number; retry_after: string }[]>(
      `SELECT count, extract(epoch FROM window_start + make_interval(secs => $2) - now())
         AS retry_after
       FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    if (!row) return { count: 0, retryAfterSeconds: windowSeconds };
    return { count: row.count, retryAfterSeconds: retryAfter(Number(row.retry_after)) };
  }

  private purgeNowAndThen(): void {
    this.hitsSincePurge += 1;
    if (this.hitsSincePurge < PURGE_EVERY_HITS) return;
    this.hitsSincePurge = 0;
    void this.dataSource
      .query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
      .catch(() => undefined);
  }
}

/**
 * One round trip, atomic on the Redis server: the first attempt of a window creates the key with
 * the window as its expiry, later ones only count. A key found without expiry (which only a manual
 * SET could leave) gets one, so no counter blocks anyone for good.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}`;

const KEY_PREFIX = 'ratelimit:';

/** Long enough for a healthy Redis on the network, short enough that a request barely notices. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Counters in Redis, keys `ratelimit:<rule>:<hashed subject>` expiring with their window, so
 * nothing needs purging. The connection reconnects by itself in the background.
 */
export class RedisCounters {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, {
      connectTimeout: REDIS_TIMEOUT_MS * 2,
      // Bounds the wait of a command queued while (re)connecting, and of one Redis never answers.
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    // Outages are reported by the limiter, once each; ioredis would print every failed reconnect.
    this.redis.on('error', () => undefined);
  }

  /** False while the connection is down: callers go elsewhere rather than wait for a timeout. */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    // Redis keeps the compiled script by its hash, so sending the short text each time is cheap.
    const [count, ttlMs] = (await this.redis.eval(
      INCREMENT_SCRIPT,
      1,
      `${KEY_PREFIX}${key}`,
      windowSeconds * 1000,
    )) as [number, number];
    return { count, retryAfterSeconds: retryAfter(ttlMs / 1000) };
  }

  /** The window's count so far, counting nothing (0 once the key has expired). */
  async read(key: string): Promise<WindowCount> {
    const fullKey = `${KEY_PREFIX}${key}`;
    const replies = await this.redis.multi().get(fullKey).pttl(fullKey).exec();
    if (!replies) throw new Error('Redis discarded the read');
    const [[countError, count], [ttlError, ttlMs]] = replies;
    if (countError || ttlError) throw countError ?? ttlError;
    return {
      count: Number(count ?? 0),
      retryAfterSeconds: retryAfter(Math.max(0, Number(ttlMs)) / 1000),
    };
  }

  /** Whether Redis answers right now, for the readiness probe. */
  async reachable(): Promise<boolean> {
    if (!this.connected) return false;
    return this.redis.ping().then(
      () => true,
      () => false,
    );
  }

  /** After the last request: waits for pending replies when connected, drops the retries if not. */
  async close(): Promise<void> {
    if (this.connected) await this.redis.quit().catch(() => undefined);
    this.redis.disconnect();
  }
}
