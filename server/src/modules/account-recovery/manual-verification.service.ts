import type { DataSource } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import { ACCOUNT_MESSAGES, signInEmailError } from '@lanka-tours/shared/account-rules';
import { favoriteCityError } from '@lanka-tours/shared/recovery-rules';
import { enqueueMail, renderEmail, type EmailContent } from '../mail';
import type { SecurityQuestionsService } from './security-questions.service';
import { type User, findUserByEmail } from '../users';
import { translate } from '../../common/i18n';

export interface ManualVerificationRequest {
  email: string;
  favoriteCity: string;
}

/** Each request lands in the business's inbox: a handful an hour from one address is plenty. */
const REQUESTS_PER_IP: RateLimitRule = {
  name: 'manual-verification:ip',
  limit: 5,
  windowSeconds: 3600,
};

interface VerificationRequest {
  id: string;
  email: string;
  favoriteCity: string;
  user: User | null;
  /** Whether the city matches the account's security answer; null when none is set. */
  matches: boolean | null;
}

/** What the support team reads: who asks, whether an account exists, how the answer compares. */
function verificationRequestEmail(request: VerificationRequest): EmailContent {
  const { id, email, favoriteCity, user, matches } = request;
  const details: [string, string][] = [
    ['Email', email],
    [
      'Account',
      user
        ? `Registered on ${user.createdAt.toISOString().slice(0, 10)}`
        : 'No account uses this address',
    ],
    ['Favourite city in Sri Lanka', favoriteCity],
  ];
  if (user) {
    const verdict = matches === null ? 'No security questions are set' : matches ? 'Yes' : 'No';
    details.push(['Matches the answer on file', verdict]);
  }
  details.push(['Request', id]);
  return {
    preheader: `${email} asks to have their identity checked.`,
    heading: 'Manual verification request',
    paragraphs: [
      'Someone who cannot use a password reset link asks the support team to check who they are and help them back into their account.',
    ],
    details,
    footnotes: [
      'Reply to this email to write to them. Never send a password: once satisfied, send them to the forgot-password page for a fresh reset link.',
    ],
  };
}

/** Requests for the support team, stored and emailed to the business. */
export class ManualVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly securityQuestions: SecurityQuestionsService,
    private readonly settings: { businessEmail: string; siteUrl: string },
  ) {}

  /**
   * From the reset page's Manual Verification form: someone locked out asks the team to check
   * who they are. The business sees whether the account exists and whether the answer matches;
   * the visitor's answer is the same either way.
   */
  async requestManualVerification(
    values: ManualVerificationRequest,
    clientIp: string,
  ): Promise<string> {
    assertValid({
      email: signInEmailError(values.email),
      favoriteCity: favoriteCityError(values.favoriteCity),
    });
    await this.limiter.hit(REQUESTS_PER_IP, clientIp);
    const email = values.email.trim();
    const favoriteCity = values.favoriteCity.trim();

    await this.dataSource.transaction(async (manager) => {
      const user = await findUserByEmail(manager, email);
      const matches = user
        ? await this.securityQuestions.favoriteCityMatches(user.id, favoriteCity)
        : null;
      const [{ id }] = await manager.query(
        `INSERT INTO support_requests (kind, user_id, email, details)
         VALUES ('manual-verification', $1, $2, $3) RETURNING id`,
        [user?.id ?? null, email, `Favourite city in Sri Lanka: ${favoriteCity}`],
      );
      const content = renderEmail(
        verificationRequestEmail({ id, email, favoriteCity, user, matches }),
        { siteUrl: this.settings.siteUrl, language: 'en' },
      );
      await enqueueMail(manager, {
        kind: 'manual-verification',
        to: { address: this.settings.businessEmail },
        replyTo: email,
        subject: `Manual verification request from ${email}`,
        ...content,
      });
    });
    return translate(ACCOUNT_MESSAGES.manualVerificationSent);
  }
}
