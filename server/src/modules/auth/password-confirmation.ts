import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import type { User } from '../users';
import { verifyPassword } from './password-hasher';

/** A stolen session must not become a way to guess the password behind it. */
const CONFIRMATIONS_PER_USER: RateLimitRule = {
  name: 'password-confirmation:user',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** Sensitive changes made while signed in ask for the current password again. */
export class PasswordConfirmation {
  constructor(private readonly limiter: RateLimiter) {}

  async confirm(user: User, currentPassword: string): Promise<void> {
    if (!currentPassword) {
      throw AppError.invalidInput({ currentPassword: ACCOUNT_MESSAGES.passwordRequired });
    }
    await this.limiter.hit(CONFIRMATIONS_PER_USER, user.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw AppError.invalidInput({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    }
  }
}
