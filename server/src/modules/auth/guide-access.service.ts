import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import { logger } from '../../common/logger';
import type { Viewer } from '../../common/request-context';
import { enqueueMail } from '../mail';
import { type User, markEmailVerified } from '../users';
import type { AccountEmails } from './account-emails';
import {
  consumeGuideAccessToken,
  guideAccessTokenSentWithin,
  issueGuideAccessToken,
} from './reset-tokens';
import { translate } from '../../common/i18n';

/** Signing in again and again sends at most one link an hour. */
const SIGN_IN_EVERY_MINUTES = 60;
/** Enough for a link lost in a spam folder; too few to flood the guide's inbox. */
const RESEND_PER_USER: RateLimitRule = {
  name: 'guide-access-resend:user',
  limit: 3,
  windowSeconds: 60 * 60,
};

const GUIDE_ACCESS_MESSAGES = {
  sent: /*i18n*/ 'We sent a new confirmation link. It works once, for 24 hours.',
  notPending: /*i18n*/ 'There is no tour-guide access waiting for confirmation on this account.',
} as const;

type PolicySubject = Pick<User, 'email' | 'emailVerifiedAt'>;

export interface ResendResult {
  message: string;
  /** Outside production: the address where the queued email can be seen. */
  previewUrl?: string;
}

/**
 * Tour-guide rights: an address listed in ADMIN_EMAILS whose holder has proved, by following an
 * emailed link, that they read its mailbox. The address alone is not enough, since anyone can
 * register any address before the guide does.
 */
export class GuideAccessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly adminEmails: readonly string[],
    private readonly limiter: RateLimiter,
    private readonly emails: AccountEmails,
    private readonly previewUrl: (messageId: string) => string | undefined,
  ) {}

  isAdmin(user: PolicySubject): boolean {
    return this.isListed(user) && !!user.emailVerifiedAt;
  }

  /** A listed address whose mailbox has not been proved yet. */
  isPending(user: PolicySubject): boolean {
    return this.isListed(user) && !user.emailVerifiedAt;
  }

  /**
   * Emails a confirmation link to a pending guide; with `throttled`, only when none went out in
   * the last hour (for sign-ins). Returns the queued message's id, if one was queued. Any other
   * account costs no query.
   */
  async offer(user: User, { throttled = false } = {}): Promise<string | undefined> {
    if (!this.isPending(user)) return undefined;
    return this.dataSource.transaction(async (manager) => {
      // Two sign-ins at once must not both decide that no link went out: the user's row decides.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      if (
        throttled &&
        (await guideAccessTokenSentWithin(manager, user.id, SIGN_IN_EVERY_MINUTES))
      ) {
        return undefined;
      }
      const token = await issueGuideAccessToken(manager, user.id);
      return enqueueMail(manager, this.emails.guideAccessLink(user, token));
    });
  }

  /** The profile's "send the link again", limited per user. */
  async resend(viewer: Viewer): Promise<ResendResult> {
    const user = viewer.requireUser();
    await this.limiter.hit(RESEND_PER_USER, user.id);
    const messageId = await this.offer(user);
    if (!messageId) return { message: translate(GUIDE_ACCESS_MESSAGES.notPending) };
    const previewUrl = this.previewUrl(messageId);
    return { message: translate(GUIDE_ACCESS_MESSAGES.sent), ...(previewUrl && { previewUrl }) };
  }

  /** Uses a link's token up and marks its address verified; false when the token is not live. */
  async confirm(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await consumeGuideAccessToken(manager, token);
      if (!userId) return false;
      await markEmailVerified(manager, userId);
      logger.info({ event: 'guide_access.confirmed', userId }, 'Guide address confirmed');
      return true;
    });
  }

  private isListed(user: PolicySubject): boolean {
    return this.adminEmails.includes(user.email.toLowerCase());
  }
}
