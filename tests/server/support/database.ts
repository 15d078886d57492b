import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { databaseUrl } from './test-env';

/** A short-lived connection to the server's own database (or another), for what no API offers. */
export async function withDatabase<T>(
  work: (client: Client) => Promise<T>,
  url = databaseUrl(),
): Promise<T> {
  const client = new Client({ connectionString: url });
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

/**
 * Tells the server, as its own writes do (PostgreSQL's NOTIFY), that what visitors see has changed
 * behind its back, so it drops its cached reads; resolves once the notice has gone round.
 */
export async function announceChange(db: Client): Promise<void> {
  const notice = `tests ${randomBytes(8).toString('hex')}`;
  await db.query('LISTEN site_changes');
  const heard = new Promise<void>((resolve) => {
    db.on('notification', ({ payload }) => payload === notice && resolve());
  });
  await db.query('SELECT pg_notify($1, $2)', ['site_changes', notice]);
  await heard;
}

/** An account and what it wrote (its reviews) gone, as the server's other instances would see. */
export function deleteUser(userId: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
    await announceChange(db);
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

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * An empty database beside the shared one (or beside the one `besideUrl` names), for servers whose
 * background work must not meet it. `prefix` tells whose it is should one be left behind.
 */
export async function createScratchDatabase(
  besideUrl = databaseUrl(),
  prefix = 'scratch',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withDatabase((db) => db.query(`CREATE DATABASE ${name}`), besideUrl);
  const url = new URL(besideUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withDatabase(
        (db) => db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        besideUrl,
      );
    },
  };
}
