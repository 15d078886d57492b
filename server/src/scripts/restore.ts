import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadDatabaseTarget } from '../config';
import { loadBackupSettings } from './backups/backup-settings';
import { newestFirst } from './backups/retention';
import { S3BackupStore } from './backups/s3-store';
import {
  findPgTool,
  OperatorError,
  openTargetDatabase,
  runCommand,
  runPgTool,
} from './database-tools';

/** Tables every migrated app database has; either one means the app's data is there. */
const APP_TABLES = ['migrations', 'users'];

async function appTablesIn(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename = ANY($1) ORDER BY tablename`,
      [APP_TABLES],
    );
    return result.rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

/**
 * `s3:NAME` (or `s3:latest`): that backup, fetched from BACKUP_S3_URL into a temporary folder
 * removed when the process ends. Any other argument is a file on this host.
 */
async function backupFile(argument: string): Promise<string> {
  if (!argument.startsWith('s3:')) return argument;
  const { s3Url } = loadBackupSettings();
  if (!s3Url) throw new OperatorError(`${argument} needs BACKUP_S3_URL, the store to read it from`);
  const store = new S3BackupStore(s3Url);
  try {
    const wanted = argument.slice(3);
    const name = wanted === 'latest' ? newestFirst(await store.list())[0] : wanted;
    if (!name) throw new OperatorError(`No backup in ${store.where}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, name);
    await store.download(name, file).catch((error: Error) => {
      throw new OperatorError(`Cannot read ${name} from ${store.where}: ${error.name}`);
    });
    console.log(`Fetched ${name} from ${store.where}`);
    return file;
  } finally {
    store.close();
  }
}

/**
 * `npm run restore FILE [--force]`: a `npm run backup` archive into the configured database.
 * An empty database is the normal target; one that holds the app's tables only with --force.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    throw new OperatorError('Usage: npm run restore -- FILE|s3:NAME|s3:latest [--force]');
  }
  const file = await backupFile(files[0]);
  if (!fs.existsSync(file)) throw new OperatorError(`No backup file ${file}`);

  const target = loadDatabaseTarget();
  const pgRestore = findPgTool('pg_restore');
  const database = await openTargetDatabase(target);
  try {
    const existing = await appTablesIn(database.url);
    if (existing.length && !force) {
      throw new OperatorError(
        [
          `The database ${database.name} already holds the app's tables (${existing.join(', ')}).`,
          "Restoring into it would mix the backup's rows with the ones there.",
          'Restore into an empty database (set DATABASE_URL), or stop the app and add --force',
          'to drop the tables the backup holds and replace them with its contents.',
        ].join('\n'),
      );
    }
    await runPgTool(pgRestore, database.url, [
      // Owners and grants belong to the old server; here everything is owned by the restoring user.
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      file,
    ]);
    console.log(`Restored ${file} into ${database.name}`);
  } finally {
    await database.release();
  }
}

runCommand(main);
