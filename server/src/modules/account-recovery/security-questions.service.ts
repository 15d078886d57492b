import type { DataSource, EntityManager } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { Viewer } from '../../common/request-context';
import { returningRows } from '../../common/sql';
import {
  ACCOUNT_MESSAGES,
  SECURITY_QUESTIONS_LOCK_MINUTES,
  SECURITY_QUESTIONS_MAX_FAILURES,
} from '@lanka-tours/shared/account-rules';
import { securityAnswerErrors, type SecurityAnswers } from '@lanka-tours/shared/recovery-rules';
import {
  type AccountEmails,
  hashPassword,
  verifyPassword,
  issueResetToken,
  type PasswordConfirmation,
} from '../auth';
import { enqueueMail } from '../mail';
import { findUserByEmail } from '../users';
import type { SecurityQuestionsStatus } from './security-questions.inputs';

type VerifyOutcome = { token: string } | { locked: boolean };

interface StoredAnswers {
  favorite_city_hash: string;
  birth_year_hash: string;
  pet_name_hash: string;
  locked: boolean;
}

/** Guessing answers from many accounts at once is slowed down too. */
const VERIFY_PER_IP: RateLimitRule = {
  name: 'security-questions:ip',
  limit: 30,
  windowSeconds: 15 * 60,
};

/** City and pet ignore case and surrounding space. */
function normalisedText(value: string): string {
  return value.normalize('NFC').trim().toLocaleLowerCase('en');
}

/** The birth year must be exact. */
function normalised(answers: SecurityAnswers): SecurityAnswers {
  return {
    favoriteCity: normalisedText(answers.favoriteCity),
    birthYear: answers.birthYear.trim(),
    petName: normalisedText(answers.petName),
  };
}

let dummyHash: Promise<string> | undefined;

/** Every answer is checked, even after a wrong one, so timing tells nothing about which. */
async function answersMatch(stored: Omit<StoredAnswers, 'locked'> | null, given: SecurityAnswers) {
  const { favoriteCity, birthYear, petName } = normalised(given);
  dummyHash ??= hashPassword('no-security-answers');
  const hashes = stored
    ? [stored.favorite_city_hash, stored.birth_year_hash, stored.pet_name_hash]
    : Array(3).fill(await dummyHash);
  const results = await Promise.all(
    [favoriteCity, birthYear, petName].map((answer, i) => verifyPassword(hashes[i], answer)),
  );
  return stored !== null && results.every(Boolean);
}

export class SecurityQuestionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly passwords: PasswordConfirmation,
    private readonly emails: AccountEmails,
  ) {}

  async status(viewer: Viewer): Promise<SecurityQuestionsStatus> {
    const [row] = await this.dataSource.query(
      'SELECT updated_at FROM security_answers WHERE user_id = $1',
      [viewer.requireUser().id],
    );
    return { isSet: Boolean(row), updatedAt: row?.updated_at ?? null };
  }

  /** Stores the three answers as argon2 hashes; the account's password confirms it is its owner. */
  async setAnswers(
    viewer: Viewer,
    values: SecurityAnswers & { currentPassword: string },
  ): Promise<SecurityQuestionsStatus> {
    const user = viewer.requireUser();
    assertValid(securityAnswerErrors(values, new Date().getUTCFullYear()));
    await this.passwords.confirm(user, values.currentPassword);
    const { favoriteCity, birthYear, petName } = normalised(values);
    const hashes = await Promise.all([favoriteCity, birthYear, petName].map(hashPassword));
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO security_answers (user_id, favorite_city_hash, birth_year_hash, pet_name_hash)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET
           favorite_city_hash = EXCLUDED.favorite_city_hash,
           birth_year_hash = EXCLUDED.birth_year_hash,
           pet_name_hash = EXCLUDED.pet_name_hash,
           failed_attempts = 0, locked_until = NULL, updated_at = now()`,
        [user.id, ...hashes],
      );
      await enqueueMail(manager, this.emails.securityAnswersChanged(user));
    });
    return this.status(viewer);
  }

  /**
   * Checks the answers given for an email and returns a short-lived reset token. A wrong answer,
   * an unknown email and an account without answers all get the same message; the 5th failure
   * in a row locks the account's question recovery for 15 minutes.
   */
  async verify(values: SecurityAnswers & { email: string }, clientIp: string): Promise<string> {
    if (!values.email.trim())
      throw AppError.invalidInput({ email: ACCOUNT_MESSAGES.emailRequired });
    await this.limiter.hit(VERIFY_PER_IP, clientIp);
    const outcome = await this.dataSource.transaction<VerifyOutcome>(async (manager) => {
      const user = await findUserByEmail(manager, values.email);
      const stored = user ? await this.lockedAnswers(manager, user.id) : null;
      if (stored?.locked) return { locked: true };
      const matches = await answersMatch(stored, values);
      if (!user || !stored) return { locked: false };
      if (!matches) return { locked: await this.countFailure(manager, user.id) };
      await manager.query(
        'UPDATE security_answers SET failed_attempts = 0, locked_until = NULL WHERE user_id = $1',
        [user.id],
      );
      return { token: await issueResetToken(manager, user.id) };
    });
    if ('token' in outcome) return outcome.token;
    throw new AppError(outcome.locked ? 'SECURITY_QUESTIONS_LOCKED' : 'SECURITY_ANSWERS_INCORRECT');
  }

  /** Whether a favourite city matches the account's answer; null when none is stored. */
  async favoriteCityMatches(userId: string, answer: string): Promise<boolean | null> {
    const [row] = await this.dataSource.query(
      'SELECT favorite_city_hash FROM security_answers WHERE user_id = $1',
      [userId],
    );
    if (!row) return null;
    return verifyPassword(row.favorite_city_hash, normalisedText(answer));
  }

  /** The stored answers, locked for this transaction so that attempts on one account queue up. */
  private async lockedAnswers(manager: EntityManager, userId: string) {
    const [row] = await manager.query(
      `SELECT favorite_city_hash, birth_year_hash, pet_name_hash,
              coalesce(locked_until > now(), false) AS locked
         FROM security_answers WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return (row as StoredAnswers | undefined) ?? null;
  }

  /** Counts a failure; returns whether it locked the recovery. */
  private async countFailure(manager: EntityManager, userId: string): Promise<boolean> {
    const [row] = await returningRows<{ locked: boolean }>(
      manager,
      `UPDATE security_answers SET
         failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
         locked_until = CASE WHEN failed_attempts + 1 >= $2
                             THEN now() + make_interval(mins => $3) END
       WHERE user_id = $1
       RETURNING locked_until IS NOT NULL AS locked`,
      [userId, SECURITY_QUESTIONS_MAX_FAILURES, SECURITY_QUESTIONS_LOCK_MINUTES],
    );
    return row.locked;
  }
}
