import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { Queryable } from '../../common/sql';

/**
 * Reviews one account may post a day (FEEDBACK_PER_DAY): a traveller reviews each of their
 * tours, a script does not fill the public list. Counted in the shared rate-limit store, so
 * every instance holds it; editing a review counts nothing.
 */
export class FeedbackLimit {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perDay: number,
  ) {
    this.rule = { name: 'feedback:user', limit: perDay, windowSeconds: 24 * 60 * 60 };
  }

  /** Refuses an author whose day is used up before their upload is read; counts nothing. */
  async assertRoomFor(authorId: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.limiter.peek(this.rule, authorId);
    if (count >= this.perDay) throw this.refusal(retryAfterSeconds);
  }

  /**
   * Counts the review in the transaction that stores it: a review refused or failed on the way
   * counts nothing (in Redis it still counts, erring on the strict side).
   */
  count(authorId: string, db: Queryable): Promise<void> {
    return this.limiter.hit(this.rule, authorId, { db, refusal: this.refusal });
  }

  private readonly refusal = (retryAfterSeconds: number) =>
    AppError.feedbackLimitReached(this.perDay, retryAfterSeconds);
}
