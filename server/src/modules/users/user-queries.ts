import type { EntityManager } from 'typeorm';
import { User } from './user.entity';

/** The account of an email address, whatever its case (the email is the identity). */
export function findUserByEmail(manager: EntityManager, email: string): Promise<User | null> {
  return manager
    .createQueryBuilder(User, 'user')
    .where('lower(user.email) = lower(:email)', { email: email.trim() })
    .getOne();
}

/**
 * Raises the token version, so every session token issued before stops working; with a new
 * password hash when one is given. Returns the user as now stored.
 */
export async function revokeSessions(
  manager: EntityManager,
  userId: string,
  newPasswordHash?: string,
): Promise<User> {
  await manager
    .createQueryBuilder()
    .update(User)
    .set({
      tokenVersion: () => 'token_version + 1',
      ...(newPasswordHash && { passwordHash: newPasswordHash }),
    })
    .where('id = :userId', { userId })
    .execute();
  return manager.findOneByOrFail(User, { id: userId });
}

/** Records that the holder read the address's mailbox (an emailed link); keeps the first time. */
export async function markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1',
    [userId],
  );
}
