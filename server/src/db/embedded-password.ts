import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded PostgreSQL's password for its user `postgres`: made on the first start and kept in
 * DATA_DIR, readable by its owner only, so another user of the machine cannot sign in to the
 * database on its local port.
 */
export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_DATABASE = 'lanka_tours';
/** What data folders made before the password file had; replaced at their next start. */
export const FORMER_PASSWORD = 'postgres';

export const embeddedPasswordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

function readPassword(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(embeddedPasswordFile(dataDir), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The folder's password, made now when it has none. */
export function embeddedPassword(dataDir: string): string {
  const kept = readPassword(dataDir);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole beside it, then linked into place: a crash leaves no empty file, and a command
  // starting at the same moment (a backup) that made it first keeps its own.
  const draft = `${embeddedPasswordFile(dataDir)}.${process.pid}`;
  fs.writeFileSync(draft, randomBytes(24).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(draft, embeddedPasswordFile(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readPassword(dataDir)!;
}

export function embeddedDatabaseUrl(
  port: number,
  password: string,
  database = EMBEDDED_DATABASE,
): string {
  const secret = encodeURIComponent(password);
  return `postgres://${EMBEDDED_USER}:${secret}@127.0.0.1:${port}/${database}`;
}

/**
 * The address of the application database in `dataDir` on `port`, once its first start has made
 * its password; undefined before.
 */
export function knownEmbeddedDatabaseUrl(dataDir: string, port: number): string | undefined {
  const password = readPassword(dataDir);
  return password && embeddedDatabaseUrl(port, password);
}
