import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';

/**
 * Sign-ups per client address and hour (SIGNUPS_PER_HOUR): a family or a tour group behind one
 * address signs up, a script filling the table does not, nor does it spend the server's time on
 * password hashing that slows everyone's sign-in.
 */
export class SignupLimit {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    perHour: number,
  ) {
    this.rule = { name: 'signups:ip', limit: perHour, windowSeconds: 60 * 60 };
  }

  /** Counts a sign-up attempt; RATE_LIMITED once the address is over the limit. */
  count(clientIp: string): Promise<void> {
    return this.limiter.hit(this.rule, clientIp);
  }
}
