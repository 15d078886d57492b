import { Client } from 'pg';
import { databaseUrl } from './test-env';

/** A short-lived connection to the server's own database, for what no API offers. */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a "sign out everywhere" or a password change does: every older token stops working. */
export function bumpTokenVersion(userId: string): Promise<void> {
  return withDatabase(async (db) => {
    const result = await db.query(
      'UPDATE users SET token_version = token_version + 1 WHERE id = $1',
      [userId],
    );
    if (result.rowCount !== 1) throw new Error(`No user ${userId} to revoke`);
  });
}

export function deleteUser(userId: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
  });
}

/** Accounts with this email (whatever its case) or this exact name. */
export function countAccounts(email: string, name: string): Promise<number> {
  return withDatabase(async (db) => {
    const result = await db.query<{ count: string }>(
      'SELECT count(*) FROM users WHERE lower(email) = lower($1) OR name = $2',
      [email.trim(), name.trim()],
    );
    return Number(result.rows[0].count);
  });
}
