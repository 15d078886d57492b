import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed sign-ins to one account from one address, in tiers whose waits grow: 5 mistakes cost a
 * few minutes, 15 an hour, 40 a day. They are counted for the pair, so a guesser elsewhere never
 * locks the owner out.
 */
const FAILURES_PER_PAIR: RateLimitRule[] = [
  { name: 'login-failures:pair:5m', limit: 5, windowSeconds: 5 * MINUTE },
  { name: 'login-failures:pair:1h', limit: 15, windowSeconds: HOUR },
  { name: 'login-failures:pair:1d', limit: 40, windowSeconds: DAY },
];

/**
 * Failed sign-ins from one address: 30 in 15 minutes stops one address trying a few common
 * passwords on many accounts, while a household or office behind one address still signs in.
 */
const FAILURES_PER_IP: RateLimitRule = {
  name: 'login-failures:ip',
  limit: 30,
  windowSeconds: 15 * MINUTE,
};

/**
 * Failed sign-ins to one account from every address together: past 50 in an hour the account is
 * under a spread-out attack, and only addresses it signed in from in the last day may still try.
 */
const FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'login-failures:account',
  limit: 50,
  windowSeconds: HOUR,
};

/** Addresses an account signed in from within a day; they pass the account-wide limit. */
const KNOWN_ADDRESS: RateLimitRule = { name: 'login-known', limit: 1, windowSeconds: DAY };

const normalised = (email: string) => email.trim().toLowerCase();
const pairOf = (email: string, clientIp: string) => `${email} ${clientIp}`;

/** Every failure limit of a sign-in, with what it counts: the pair, the address, the account. */
function failureLimits(email: string, clientIp: string): [RateLimitRule, string][] {
  const pair = pairOf(email, clientIp);
  return [
    ...FAILURES_PER_PAIR.map((rule): [RateLimitRule, string] => [rule, pair]),
    [FAILURES_PER_IP, clientIp],
    [FAILURES_PER_ACCOUNT, email],
  ];
}

/**
 * Brute-force limits of sign-in. Only failures count, so signing in often never locks anyone
 * out; once over a limit an attempt is refused, the right password too, before it is checked.
 */
export class LoginLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** RATE_LIMITED, with the longest wait, when this attempt is over one of the limits. */
  async check(emailInput: string, clientIp: string): Promise<void> {
    const email = normalised(emailInput);
    const limits = failureLimits(email, clientIp);
    const [known, ...used] = await Promise.all([
      this.limiter.peek(KNOWN_ADDRESS, pairOf(email, clientIp)),
      ...limits.map(([rule, subject]) => this.limiter.peek(rule, subject)),
    ]);
    const waits = limits.map(([rule], index) => {
      // The account-wide limit does not hold an address its owner has signed in from.
      if (rule === FAILURES_PER_ACCOUNT && known.count) return 0;
      return used[index].count >= rule.limit ? used[index].retryAfterSeconds : 0;
    });
    const wait = Math.max(...waits);
    if (wait > 0) throw AppError.rateLimited(wait);
  }

  /** Counts a failed attempt against every limit. */
  async recordFailure(emailInput: string, clientIp: string): Promise<void> {
    const limits = failureLimits(normalised(emailInput), clientIp);
    await Promise.all(limits.map(([rule, subject]) => this.limiter.allows(rule, subject)));
  }

  /** Remembers the address as one the account's owner signs in from. */
  async recordSuccess(emailInput: string, clientIp: string): Promise<void> {
    await this.limiter.allows(KNOWN_ADDRESS, pairOf(normalised(emailInput), clientIp));
  }
}
