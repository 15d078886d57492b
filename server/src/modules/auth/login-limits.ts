import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';

/**
 * Failed sign-ins per account: 10 wrong passwords in 15 minutes are far more than a person who
 * mistypes makes, and cap a guesser at about 1,000 tries a day per account. The owner waits at
 * most 15 minutes, or resets the password.
 */
const FAILURES_PER_EMAIL: RateLimitRule = {
  name: 'login-failures:email',
  limit: 10,
  windowSeconds: 15 * 60,
};

/**
 * Failed sign-ins per client address: 30 in 15 minutes stops one address trying a few common
 * passwords on many accounts, while a household or office behind one address still signs in.
 */
const FAILURES_PER_IP: RateLimitRule = {
  name: 'login-failures:ip',
  limit: 30,
  windowSeconds: 15 * 60,
};

/**
 * Brute-force limits of sign-in. Only failures count, so signing in often never locks anyone
 * out; once over a limit every attempt is refused, the right password too, before it is checked.
 */
export class LoginLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** RATE_LIMITED (with when to retry) when the account or the address is over its limit. */
  async check(email: string, clientIp: string): Promise<void> {
    for (const [rule, subject] of this.subjects(email, clientIp)) {
      await this.limiter.ensureWithin(rule, subject);
    }
  }

  /** Counts a failed attempt against both limits. */
  async recordFailure(email: string, clientIp: string): Promise<void> {
    for (const [rule, subject] of this.subjects(email, clientIp)) {
      await this.limiter.allows(rule, subject);
    }
  }

  private subjects(email: string, clientIp: string): [RateLimitRule, string][] {
    return [
      [FAILURES_PER_EMAIL, email.trim().toLowerCase()],
      [FAILURES_PER_IP, clientIp],
    ];
  }
}
