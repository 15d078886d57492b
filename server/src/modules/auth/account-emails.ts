import type { I18n } from '@lingui/core';
import { i18nFor } from '../../common/i18n';
import { askedLanguage } from '../../common/request-scope';
import { RESET_LINK_MINUTES } from '@lanka-tours/shared/account-rules';
import { BRAND_NAME } from '@lanka-tours/shared/brand';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { GUIDE_ACCESS_LINK_HOURS } from './reset-tokens';
import { renderEmail, type EmailContent, type MailMessage } from '../mail';
import type { User } from '../users';

type Recipient = Pick<User, 'name' | 'email' | 'language'>;

const brand = { brand: BRAND_NAME };

/**
 * The emails about an account. Every link starts from PUBLIC_URL, never from a request, and opens
 * its page in the email's language. A link someone asked for comes in the language they asked in
 * (Accept-Language), else the account's; a notice in the account's language.
 */
export class AccountEmails {
  constructor(private readonly siteUrl: string) {}

  resetLink(user: Recipient, token: string): MailMessage {
    const language = askedLanguage() ?? user.language;
    const i18n = i18nFor(language);
    const minutes = { minutes: RESET_LINK_MINUTES };
    return this.message(
      language,
      'password-reset',
      user,
      i18n._('Reset your {brand} password', brand),
      {
        preheader: i18n._('This link works once, for {minutes} minutes.', minutes),
        heading: i18n._('Reset your password'),
        paragraphs: [
          i18n._('Hello {name},', { name: user.name }),
          i18n._(
            'We received a request to reset the password of your {brand} account. Choose a new password with the button below.',
            brand,
          ),
        ],
        action: { label: i18n._('Choose a new password'), page: `/reset-password/${token}` },
        footnotes: [
          i18n._(
            'The link works once and expires {minutes} minutes after this email was sent.',
            minutes,
          ),
          i18n._(
            'If you did not ask for this, you can ignore this email: your password stays as it is.',
          ),
        ],
      },
    );
  }

  /** Proof that the holder of a tour-guide address reads its mailbox (ADMIN_EMAILS). */
  guideAccessLink(user: Recipient, token: string): MailMessage {
    const language = askedLanguage() ?? user.language;
    const i18n = i18nFor(language);
    const hours = { hours: GUIDE_ACCESS_LINK_HOURS };
    const heading = i18n._('Confirm your tour-guide access');
    return this.message(language, 'guide-access', user, heading, {
      preheader: i18n._('This link works once, for {hours} hours.', hours),
      heading,
      paragraphs: [
        i18n._('Hello {name},', { name: user.name }),
        i18n._(
          "This address is one of the {brand} tour guides'. Confirm that it is yours to manage the tour photo albums and the booking requests.",
          brand,
        ),
      ],
      action: { label: i18n._('Confirm my tour-guide access'), page: `/guide-access/${token}` },
      footnotes: [
        i18n._('The link works once and expires {hours} hours after this email was sent.', hours),
        i18n._(
          'If you did not create this account, ignore this email: it gets no tour-guide rights without this link.',
        ),
      ],
    });
  }

  /** Sent when the address has no account, so the answer never tells who is registered. */
  noAccount(email: string): MailMessage {
    const language = askedLanguage() ?? DEFAULT_SITE_LANGUAGE;
    const i18n = i18nFor(language);
    const heading = i18n._('Password reset request');
    return this.message(language, 'password-reset-no-account', { name: '', email }, heading, {
      preheader: i18n._('There is no {brand} account with this address.', brand),
      heading,
      paragraphs: [
        i18n._(
          'Someone asked to reset the password of a {brand} account with this email address, but no account uses it.',
          brand,
        ),
        i18n._(
          'If it was you, you may have signed up with another address: try that one, or create an account.',
        ),
      ],
      action: { label: i18n._('Create an account'), page: '/register' },
      footnotes: [i18n._('If you did not ask for this, you can ignore this email.')],
    });
  }

  passwordReset(user: Recipient): MailMessage {
    const i18n = i18nFor(user.language);
    return this.notice(i18n, 'password-reset-done', user, i18n._('Your password has been reset'), [
      i18n._(
        'The password of your {brand} account has just been reset, and every device signed in to it has been signed out.',
        brand,
      ),
    ]);
  }

  passwordChanged(user: Recipient): MailMessage {
    const i18n = i18nFor(user.language);
    return this.notice(i18n, 'password-changed', user, i18n._('Your password has been changed'), [
      i18n._(
        'The password of your {brand} account has just been changed from your profile. Your other devices have been signed out.',
        brand,
      ),
    ]);
  }

  securityAnswersChanged(user: Recipient): MailMessage {
    const i18n = i18nFor(user.language);
    const heading = i18n._('Your security questions have been set');
    return this.notice(i18n, 'security-answers-changed', user, heading, [
      i18n._(
        'The answers to the security questions of your {brand} account have just been set. They can be used to reset your password.',
        brand,
      ),
    ]);
  }

  accountDeleted(user: Recipient): MailMessage {
    const i18n = i18nFor(user.language);
    const subject = i18n._('Your {brand} account has been deleted', brand);
    return this.message(user.language, 'account-deleted', user, subject, {
      preheader: i18n._('Your account and everything in it are gone.'),
      heading: i18n._('Your account has been deleted'),
      paragraphs: [
        i18n._('Hello {name},', { name: user.name }),
        i18n._(
          'Your {brand} account, your feedback and your photos have been deleted. We are sorry to see you go.',
          brand,
        ),
      ],
      action: { label: i18n._('Visit {brand}', brand), page: '/' },
    });
  }

  /** A notice about the account, in the account's language (`i18n`'s). */
  private notice(i18n: I18n, kind: string, user: Recipient, heading: string, paragraphs: string[]) {
    return this.message(user.language, kind, user, heading, {
      preheader: heading,
      heading,
      paragraphs: [i18n._('Hello {name},', { name: user.name }), ...paragraphs],
      action: { label: i18n._('Go to your profile'), page: '/profile' },
      footnotes: [
        i18n._(
          'If this was not you, reset your password now and write to us: someone may know your password.',
        ),
      ],
    });
  }

  private message(
    language: SiteLanguage,
    kind: string,
    user: Pick<User, 'name' | 'email'>,
    subject: string,
    content: EmailContent,
  ): MailMessage {
    return {
      kind,
      to: { address: user.email, name: user.name },
      subject,
      ...renderEmail(content, { siteUrl: this.siteUrl, language }),
    };
  }
}
