import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { returningRows } from '../../common/sql';
import { RESET_LINK_MINUTES, RESET_TOKEN_MIN_LENGTH } from '@lanka-tours/shared/account-rules';

/** Longer than any token we issue (43 characters); anything longer is refused unhashed. */
const TOKEN_MAX_LENGTH = 128;

/** Long enough for a guide who reads their mail the next day. */
export const GUIDE_ACCESS_LINK_HOURS = 24;

/**
 * The two kinds of single-use link token. Both tables have the same shape (user_id, token_hash,
 * created_at, expires_at), so one mechanism serves both.
 */
interface TokenKind {
  table: 'password_reset_tokens' | 'guide_access_tokens';
  minutes: number;
}
const RESET: TokenKind = { table: 'password_reset_tokens', minutes: RESET_LINK_MINUTES };
const GUIDE_ACCESS: TokenKind = {
  table: 'guide_access_tokens',
  minutes: GUIDE_ACCESS_LINK_HOURS * 60,
};

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function plausible(token: string): boolean {
  return token.length >= RESET_TOKEN_MIN_LENGTH && token.length <= TOKEN_MAX_LENGTH;
}

/**
 * A new single-use token for the user: 32 random bytes, of which only the SHA-256 is stored. It
 * replaces every older token of the user of that kind. Time is the database's, so every app
 * instance judges expiry by the same clock.
 */
async function issueToken(
  manager: EntityManager,
  kind: TokenKind,
  userId: string,
  emailed?: boolean,
): Promise<string> {
  // Two requests at once must not both leave a live token: the user's row serialises them.
  await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await manager.query(`DELETE FROM ${kind.table} WHERE user_id = $1 OR expires_at <= now()`, [
    userId,
  ]);
  const token = randomBytes(32).toString('base64url');
  const values = [userId, tokenHash(token), kind.minutes];
  // Selected from users, so that for no user (see NO_USER) the same statement stores nothing.
  await manager.query(
    emailed === undefined
      ? `INSERT INTO ${kind.table} (user_id, token_hash, expires_at)
         SELECT id, $2, now() + make_interval(mins => $3) FROM users WHERE id = $1`
      : `INSERT INTO ${kind.table} (user_id, token_hash, expires_at, emailed)
         SELECT id, $2, now() + make_interval(mins => $3), $4 FROM users WHERE id = $1`,
    emailed === undefined ? values : [...values, emailed],
  );
  return token;
}

/**
 * Uses the token up and returns its row, or undefined when it is unknown, expired or already
 * used. Of two simultaneous uses only one gets the row.
 */
async function consumeToken<Row extends { user_id: string }>(
  manager: EntityManager,
  kind: TokenKind,
  token: string,
  returning: string,
): Promise<Row | undefined> {
  if (!plausible(token)) return undefined;
  const [row] = await returningRows<Row>(
    manager,
    `DELETE FROM ${kind.table} WHERE token_hash = $1 AND expires_at > now()
     RETURNING ${returning}`,
    [tokenHash(token)],
  );
  if (!row) return undefined;
  await manager.query(`DELETE FROM ${kind.table} WHERE user_id = $1`, [row.user_id]);
  return row;
}

/**
 * An id no user has: issuing a token for it runs every statement of a real issue and stores
 * nothing, so an address without an account costs the same time as one with an account.
 */
export const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * A reset token; `emailed` when it goes out in an email, so using it also proves the mailbox
 * (security answers hand one out without any email).
 */
export function issueResetToken(
  manager: EntityManager,
  userId: string,
  { emailed = false } = {},
): Promise<string> {
  return issueToken(manager, RESET, userId, emailed);
}

/** Spends every reset link of the user: a password the owner chose replaces them all. */
export async function discardResetTokens(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
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

/** Uses a reset token up: its user, and whether it came by email; null when it is not live. */
export async function consumeResetToken(
  manager: EntityManager,
  token: string,
): Promise<{ userId: string; emailed: boolean } | null> {
  const row = await consumeToken<{ user_id: string; emailed: boolean }>(
    manager,
    RESET,
    token,
    'user_id, emailed',
  );
  return row ? { userId: row.user_id, emailed: row.emailed } : null;
}

export function issueGuideAccessToken(manager: EntityManager, userId: string): Promise<string> {
  return issueToken(manager, GUIDE_ACCESS, userId);
}

/** Whether a guide-access link went to the user within the last `minutes`. */
export async function guideAccessTokenSentWithin(
  manager: EntityManager,
  userId: string,
  minutes: number,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM guide_access_tokens
     WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)`,
    [userId, minutes],
  );
  return rows.length > 0;
}

/** Uses a guide-access token up and names its user; null when it is unknown, expired or used. */
export async function consumeGuideAccessToken(
  manager: EntityManager,
  token: string,
): Promise<string | null> {
  const row = await consumeToken<{ user_id: string }>(manager, GUIDE_ACCESS, token, 'user_id');
  return row?.user_id ?? null;
}
