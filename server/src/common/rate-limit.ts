import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from './errors';
import { returningRows, type Queryable } from './sql';

export interface RateLimitRule {
  /** Names the counter, e.g. 'forgot-password:ip'. */
  name: string;
  limit: number;
  /** At most a day: older counters are purged. */
  windowSeconds: number;
}

const PURGE_EVERY_HITS = 500;

/**
 * Fixed-window counters kept in PostgreSQL, so every app instance counts against the same limit.
 * One atomic upsert per attempt: a new window starts once the previous one has run out.
 */
export class RateLimiter {
  private hitsSincePurge = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Counts one attempt by `subject` (an IP, an email…); RATE_LIMITED once over the limit. */
  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.count(rule, subject, this.dataSource);
    if (count > rule.limit) throw AppError.rateLimited(retryAfterSeconds);
  }

  /**
   * Counts one attempt and says whether it is within the limit, for work that goes on without
   * the limited part. Given a transaction's manager, the count is undone if that rolls back.
   */
  async allows(rule: RateLimitRule, subject: string, db: Queryable = this.dataSource) {
    const { count } = await this.count(rule, subject, db);
    return count <= rule.limit;
  }

  private async count(rule: RateLimitRule, subject: string, db: Queryable) {
    // Subjects are personal data (addresses), so only their hash is stored.
    const key = `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
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
      [key, rule.windowSeconds],
    );
    this.purgeNowAndThen();
    return {
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))),
    };
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
