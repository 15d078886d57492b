import type { DataSource } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { AppError } from '../../common/errors';
import type { Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import {
  newPasswordError,
  profileErrors,
  type ProfileValues,
} from '@lanka-tours/shared/account-rules';
import {
  isSiteLanguage,
  LANGUAGE_INVALID_MESSAGE,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import {
  type AccountEmails,
  type AuthResult,
  type PasswordConfirmation,
  hashPassword,
  discardResetTokens,
  type SessionTokens,
} from '../auth';
import { enqueueMail } from '../mail';
import { User, revokeSessions } from '../users';

export interface ProfileUpdate extends ProfileValues {
  /** A site language (en, de, fr, ru, zh); empty or absent keeps the account's. */
  language?: string | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** What a signed-in user does to their own account from the profile. */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
    private readonly tokens: SessionTokens,
    private readonly passwords: PasswordConfirmation,
    private readonly emails: AccountEmails,
  ) {}

  /**
   * Only the name, the country and the language can change; the email is the identity. Without
   * a language the account keeps its own.
   */
  async updateProfile(viewer: Viewer, values: ProfileUpdate): Promise<User> {
    const user = viewer.requireUser();
    const language = values.language || undefined;
    assertValid({
      ...profileErrors(values),
      language: language && !isSiteLanguage(language) ? LANGUAGE_INVALID_MESSAGE : undefined,
    });
    await this.dataSource.getRepository(User).update(
      { id: user.id },
      {
        name: values.name.trim(),
        country: values.country,
        ...(language && { language: language as SiteLanguage }),
      },
    );
    return this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
  }

  /** Every other session ends; this device gets a fresh token. */
  async changePassword(viewer: Viewer, change: PasswordChange): Promise<AuthResult> {
    const user = viewer.requireUser();
    const problem = newPasswordError(change.newPassword);
    if (problem) throw AppError.invalidInput({ newPassword: problem });
    await this.passwords.confirm(user, change.currentPassword);
    const passwordHash = await hashPassword(change.newPassword);
    const updated = await this.dataSource.transaction(async (manager) => {
      const saved = await revokeSessions(manager, user.id, passwordHash);
      await discardResetTokens(manager, user.id);
      await enqueueMail(manager, this.emails.passwordChanged(saved));
      return saved;
    });
    return { token: this.tokens.issue(updated), user: updated };
  }

  async signOutOtherDevices(viewer: Viewer): Promise<AuthResult> {
    const updated = await revokeSessions(this.dataSource.manager, viewer.requireUser().id);
    return { token: this.tokens.issue(updated), user: updated };
  }

  /**
   * One statement on the users row, in one transaction with the farewell email: the foreign keys
   * (ON DELETE CASCADE) take everything that belongs to the user with it, feedback and images
   * included, which visitors then no longer see.
   */
  async deleteAccount(viewer: Viewer): Promise<void> {
    const user = viewer.requireUser();
    await this.changes.transaction('feedback', async (manager) => {
      const result = await manager.delete(User, { id: user.id });
      if (!result.affected) throw new AppError('SESSION_EXPIRED');
      await enqueueMail(manager, this.emails.accountDeleted(user));
    });
  }
}
