import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import {
  ACCOUNT_MESSAGES,
  newPasswordError,
  PASSWORD_MAX_LENGTH,
  signInEmailError,
} from '@lanka-tours/shared/account-rules';
import { enqueueMail } from '../mail';
import { findUserByEmail, markEmailVerified, revokeSessions } from '../users';
import {
  type AccountEmails,
  hashPassword,
  consumeResetToken,
  isLiveResetToken,
  issueResetToken,
  NO_USER,
} from '../auth';
import { translate } from '../../common/i18n';

const FIFTEEN_MINUTES = 15 * 60;
/** Enough for someone whose email is slow to arrive; too few to flood an inbox. */
const FORGOT_PER_EMAIL: RateLimitRule = {
  name: 'forgot-password:email',
  limit: 3,
  windowSeconds: FIFTEEN_MINUTES,
};
const FORGOT_PER_IP: RateLimitRule = {
  name: 'forgot-password:ip',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};

export interface ForgotPasswordResult {
  message: string;
  /** Outside production: the address where the queued email can be seen. */
  previewUrl?: string;
}

export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly emails: AccountEmails,
    private readonly previewUrl: (messageId: string) => string | undefined,
  ) {}

  /**
   * Emails a reset link, or, for an address without an account, an email saying so: either way
   * the answer is the same, so it never tells who is registered.
   */
  async forgotPassword(emailInput: string, clientIp: string): Promise<ForgotPasswordResult> {
    const emailError = signInEmailError(emailInput);
    if (emailError) throw AppError.invalidInput({ email: emailError });
    const email = emailInput.trim();
    await this.limiter.hit(FORGOT_PER_IP, clientIp);
    await this.limiter.hit(FORGOT_PER_EMAIL, email.toLowerCase());

    const messageId = await this.dataSource.transaction(async (manager) => {
      const user = await findUserByEmail(manager, email);
      // The same work either way: how long the answer takes must not tell who is registered.
      const token = await issueResetToken(manager, user?.id ?? NO_USER, { emailed: true });
      const message = user ? this.emails.resetLink(user, token) : this.emails.noAccount(email);
      return enqueueMail(manager, message);
    });
    const previewUrl = this.previewUrl(messageId);
    return { message: translate(ACCOUNT_MESSAGES.forgotSent), ...(previewUrl && { previewUrl }) };
  }

  /**
   * Sets the new password, uses the token up, signs every device out and confirms by email; a
   * token from the emailed link also marks the address verified.
   * The visitor is not signed in: they sign in with the new password.
   */
  async resetPassword(token: string, password: string): Promise<string> {
    if (!(await isLiveResetToken(this.dataSource.manager, token))) {
      throw new AppError('INVALID_RESET_TOKEN');
    }
    const problem = newPasswordError(password);
    if (problem) {
      const message =
        problem === ACCOUNT_MESSAGES.passwordTooLong
          ? /*i18n*/ {
              id: 'Your new password is invalid. Password must be at most {max} characters.',
              values: { max: PASSWORD_MAX_LENGTH },
            }
          : undefined;
      throw new AppError('INVALID_NEW_PASSWORD', message);
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const used = await consumeResetToken(manager, token);
      if (!used) throw new AppError('INVALID_RESET_TOKEN');
      // A link that came by email proves the mailbox, as a guide-access link does.
      if (used.emailed) await markEmailVerified(manager, used.userId);
      const user = await revokeSessions(manager, used.userId, passwordHash);
      await enqueueMail(manager, this.emails.passwordReset(user));
    });
    return translate(ACCOUNT_MESSAGES.resetSucceeded);
  }
}
