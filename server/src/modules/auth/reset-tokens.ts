import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { returningRows } from '../../common/sql';
import { RESET_LINK_MINUTES, RESET_TOKEN_MIN_LENGTH } from '../../shared/account-rules';

/** Longer than any token we issue (43 characters); anything longer is refused unhashed. */
const TOKEN_MAX_LENGTH = 128;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function plausible(token: string): boolean {
  return token.length >= RESET_TOKEN_MIN_LENGTH && token.length <= TOKEN_MAX_LENGTH;
}

/**
 * A new single-use reset token for the user: 32 random bytes, of which only the SHA-256 is
 * stored. It replaces every older token of the user. Time is the database's, so every app
 * instance judges expiry by the same clock.
 */
export async function issueResetToken(manager: EntityManager, userId: string): Promise<string> {
  // Two requests at once must not both leave a live token: the user's row serialises them.
  await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await manager.query(
    'DELETE FROM password_reset_tokens WHERE user_id = $1 OR expires_at <= now()',
    [userId],
  );
  const token = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, tokenHash(token), RESET_LINK_MINUTES],
  );
  return token;
}

/** Whether the token would be accepted now (without using it up). */
export async function isLiveResetToken(manager: EntityManager, token: string): Promise<boolean> {
  if (!plausible(token)) return false;
  const rows: unknown[] = await manager.query(
    'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash(token)],
  );
  return rows.length > 0;
}

/**
 * Uses the token up and names its user, or null when it is unknown, expired or already used.
 * Of two simultaneous uses only one gets the user.
 */
export async function consumeResetToken(
  manager: EntityManager,
  token: string,
): Promise<string | null> {
  if (!plausible(token)) return null;
  const [row] = await returningRows<{ user_id: string }>(
    manager,
    `DELETE FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()
     RETURNING user_id`,
    [tokenHash(token)],
  );
  if (!row) return null;
  await manager.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [row.user_id]);
  return row.user_id;
}
