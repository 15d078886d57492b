import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { StartupError } from '../common/startup-error';
import { ConfigError, type DatabaseTarget } from '../config';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { knownEmbeddedDatabaseUrl } from '../db/embedded-password';

/** A failure the operator can act on: printed as it is, without a stack. */
export class OperatorError extends Error {}

export interface TargetDatabase {
  url: string;
  /** The database's name, as backups are named after it. */
  name: string;
  serverMajor: number;
  /** Stops what was started for this command only (the embedded PostgreSQL when it was off). */
  release(): Promise<void>;
}

async function serverMajorVersion(url: string): Promise<number> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(result.rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

function isRefused(error: unknown): boolean {
  return (error as { code?: string }).code === 'ECONNREFUSED';
}

const databaseName = (url: string) =>
  decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/**
 * The database the server would use: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR. When
 * the embedded one is not running (no `npm start`), it is started for this command and stopped
 * after, so a backup does not need the app up; an external database is never started. With
 * `create`, an embedded database that does not exist yet is made, as the app's first start does.
 */
export async function openTargetDatabase(
  target: DatabaseTarget,
  { create = false } = {},
): Promise<TargetDatabase> {
  // An embedded folder without its password has not been started by this app yet: not running.
  const running =
    target.databaseUrl ?? knownEmbeddedDatabaseUrl(target.dataDir, target.embeddedDbPort);
  if (running) {
    const name = databaseName(running);
    try {
      const serverMajor = await serverMajorVersion(running);
      return { url: running, name, serverMajor, release: async () => {} };
    } catch (error) {
      if (target.databaseUrl || !isRefused(error)) {
        throw new OperatorError(`Cannot reach the database ${name}: ${(error as Error).message}`);
      }
    }
  }
  if (!create && !fs.existsSync(path.join(target.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new OperatorError(
      `No embedded database in ${target.dataDir} (and DATABASE_URL is not set): start the app once with \`npm start\`, or set DATABASE_URL.`,
    );
  }
  console.log(`The embedded PostgreSQL is not running: starting it from ${target.dataDir} for now`);
  const embedded = await startEmbeddedPostgres(target.dataDir, target.embeddedDbPort, console);
  try {
    const { url } = embedded;
    const serverMajor = await serverMajorVersion(url);
    return { url, name: databaseName(url), serverMajor, release: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

export interface PgTool {
  file: string;
  major: number;
}

function findOnPath(tool: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, tool);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

/** pg_dump or pg_restore from PG_BIN, else from PATH, with its major version. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): PgTool {
  const pgBin = process.env.PG_BIN;
  const file = pgBin ? path.join(pgBin, tool) : findOnPath(tool);
  if (!file || !fs.existsSync(file)) {
    throw new OperatorError(
      pgBin
        ? `PG_BIN=${pgBin} has no ${tool}: point it at the bin directory of the PostgreSQL client tools`
        : `${tool} is not installed: install the PostgreSQL client tools (e.g. postgresql-client) or set PG_BIN`,
    );
  }
  const version = spawnSync(file, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(version.stdout ?? '')?.[1]);
  if (!major) throw new OperatorError(`Cannot tell the version of ${file}: ${version.stdout}`);
  return { file, major };
}

/**
 * pg_dump reads any older server but refuses a newer one (e.g. Debian 12's pg_dump 15 and the
 * embedded PostgreSQL 18); said before it starts, with what to do.
 */
export function assertCanDump(pgDump: PgTool, serverMajor: number): void {
  if (pgDump.major >= serverMajor) return;
  throw new OperatorError(
    `pg_dump ${pgDump.major} cannot dump a PostgreSQL ${serverMajor} server; install the PostgreSQL ${serverMajor} client tools or set PG_BIN`,
  );
}

/**
 * Runs a client tool against `url`; the password goes through the environment, so it never
 * shows in the process list. Its messages pass through to the operator.
 */
export function runPgTool(tool: PgTool, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool.file, [`--dbname=${target.toString()}`, ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new OperatorError(`${path.basename(tool.file)} failed (${code ?? signal})`));
    });
  });
}

/** Runs a command's main; an error the operator can act on ends it with its message, exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const known =
      error instanceof OperatorError ||
      error instanceof ConfigError ||
      error instanceof StartupError;
    console.error(known ? error.message : error);
    process.exit(1);
  });
}
