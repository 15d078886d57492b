import { RESET_LINK_MINUTES } from '../../shared/account-rules';
import { GUIDE_ACCESS_LINK_HOURS } from './reset-tokens';
import { BRAND_NAME } from '../../shared/brand';
import { renderEmail, type EmailContent, type MailMessage } from '../mail';
import type { User } from '../users/user.entity';

type Recipient = Pick<User, 'name' | 'email'>;

const NOT_YOU =
  'If this was not you, reset your password now and write to us: someone may know your password.';

/** The emails about an account. Every link starts from PUBLIC_URL, never from a request. */
export class AccountEmails {
  constructor(private readonly siteUrl: string) {}

  resetLink(user: Recipient, token: string): MailMessage {
    return this.message('password-reset', user, `Reset your ${BRAND_NAME} password`, {
      preheader: `This link works once, for ${RESET_LINK_MINUTES} minutes.`,
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${user.name},`,
        `We received a request to reset the password of your ${BRAND_NAME} account. Choose a new password with the button below.`,
      ],
      action: { label: 'Choose a new password', url: this.link(`/reset-password/${token}`) },
      footnotes: [
        `The link works once and expires ${RESET_LINK_MINUTES} minutes after this email was sent.`,
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ],
    });
  }

  /** Proof that the holder of a tour-guide address reads its mailbox (ADMIN_EMAILS). */
  guideAccessLink(user: Recipient, token: string): MailMessage {
    return this.message('guide-access', user, 'Confirm your tour-guide access', {
      preheader: `This link works once, for ${GUIDE_ACCESS_LINK_HOURS} hours.`,
      heading: 'Confirm your tour-guide access',
      paragraphs: [
        `Hello ${user.name},`,
        `This address is one of the ${BRAND_NAME} tour guides'. Confirm that it is yours to manage the tour photo albums and the booking requests.`,
      ],
      action: { label: 'Confirm my tour-guide access', url: this.link(`/guide-access/${token}`) },
      footnotes: [
        `The link works once and expires ${GUIDE_ACCESS_LINK_HOURS} hours after this email was sent.`,
        'If you did not create this account, ignore this email: it gets no tour-guide rights without this link.',
      ],
    });
  }

  /** Sent when the address has no account, so the answer never tells who is registered. */
  noAccount(email: string): MailMessage {
    return this.message(
      'password-reset-no-account',
      { name: '', email },
      'Password reset request',
      {
        preheader: `There is no ${BRAND_NAME} account with this address.`,
        heading: 'Password reset request',
        paragraphs: [
          `Someone asked to reset the password of a ${BRAND_NAME} account with this email address, but no account uses it.`,
          'If it was you, you may have signed up with another address: try that one, or create an account.',
        ],
        action: { label: 'Create an account', url: this.link('/register') },
        footnotes: ['If you did not ask for this, you can ignore this email.'],
      },
    );
  }

  passwordReset(user: Recipient): MailMessage {
    return this.notice('password-reset-done', user, 'Your password has been reset', [
      `The password of your ${BRAND_NAME} account has just been reset, and every device signed in to it has been signed out.`,
    ]);
  }

  passwordChanged(user: Recipient): MailMessage {
    return this.notice('password-changed', user, 'Your password has been changed', [
      `The password of your ${BRAND_NAME} account has just been changed from your profile. Your other devices have been signed out.`,
    ]);
  }

  securityAnswersChanged(user: Recipient): MailMessage {
    return this.notice('security-answers-changed', user, 'Your security questions have been set', [
      `The answers to the security questions of your ${BRAND_NAME} account have just been set. They can be used to reset your password.`,
    ]);
  }

  accountDeleted(user: Recipient): MailMessage {
    return this.message('account-deleted', user, `Your ${BRAND_NAME} account has been deleted`, {
      preheader: 'Your account and everything in it are gone.',
      heading: 'Your account has been deleted',
      paragraphs: [
        `Hello ${user.name},`,
        `Your ${BRAND_NAME} account, your feedback and your photos have been deleted. We are sorry to see you go.`,
      ],
      action: { label: `Visit ${BRAND_NAME}`, url: this.link('/') },
    });
  }

  private notice(kind: string, user: Recipient, heading: string, paragraphs: string[]) {
    return this.message(kind, user, heading, {
      preheader: heading,
      heading,
      paragraphs: [`Hello ${user.name},`, ...paragraphs],
      action: { label: 'Go to your profile', url: this.link('/profile') },
      footnotes: [NOT_YOU],
    });
  }

  private message(
    kind: string,
    user: Recipient,
    subject: string,
    content: EmailContent,
  ): MailMessage {
    return {
      kind,
      to: { address: user.email, name: user.name },
      subject,
      ...renderEmail(content, this.siteUrl),
    };
  }

  private link(path: string): string {
    return `${this.siteUrl}${path}`;
  }
}
