import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newAccount } from '../server/support/accounts';
import { withDatabase, type ScratchDatabase } from '../server/support/database';
import {
  ownServerVariables,
  REPO_ROOT,
  SERVER_VARIABLES,
  TMP_DIR,
} from '../server/support/server-process';
import { restFrom, visitorIp } from '../server/support/visitor';
import { scratchDatabase, startInstances, stopInstances } from './support/instances';
import { runNodeScript } from './support/node-command';
import { startS3Server, type S3Server } from './support/s3-server';

/**
 * The backup service of the compose stack: backups on a schedule, copied to an S3-compatible
 * store, thinned to 7 daily and 4 weekly ones in both places; and the restore drill reads the
 * newest back from the store into an empty database.
 */
const BACKUP_DIR = path.join(TMP_DIR, `scheduled-backups-${process.pid}`);
const PREFIX = 'site';
const TRAVELLER = newAccount();
const DAY = 24 * 3600 * 1000;

let s3: S3Server;
let source: ScratchDatabase;
let target: ScratchDatabase;

const stamp = (time: Date) => time.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const databaseName = () => path.basename(new URL(source.url).pathname);
/** A backup taken at 03:00 UTC `daysAgo` days ago, as the schedule would have named it. */
const earlier = (daysAgo: number) =>
  `${databaseName()}-${stamp(new Date(Date.parse(`${dayOf(new Date())}T03:00:00Z`) - daysAgo * DAY))}.dump`;

beforeAll(async () => {
  [s3, source, target] = await Promise.all([
    startS3Server('backups'),
    scratchDatabase('sched'),
    scratchDatabase('drill'),
  ]);
  const [app] = await startInstances(1, ownServerVariables(source.url));
  const registered = await restFrom(visitorIp(), 'POST', '/api/auth/register', TRAVELLER, {
    base: app.baseUrl,
  });
  expect(registered.status).toBe(201);
  await stopInstances([app]);
  // Forty days of earlier backups, here and in the bucket.
  fs.mkdirSync(BACKUP_DIR, { recursive: true });
  for (let daysAgo = 1; daysAgo <= 40; daysAgo += 1) {
    fs.writeFileSync(path.join(BACKUP_DIR, earlier(daysAgo)), 'an earlier backup');
    await s3.put(PREFIX, earlier(daysAgo), 'an earlier backup');
  }
}, 90_000);

afterAll(async () => {
  await s3?.stop();
  await Promise.all([source?.drop(), target?.drop()]);
  fs.rmSync(BACKUP_DIR, { recursive: true, force: true });
}, 30_000);

/** Runs the schedule until it has made `count` backups, then stops it as compose does. */
async function runSchedule(count: number) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  const child = spawn(process.execPath, ['server/dist/scripts/backup-schedule.js'], {
    cwd: REPO_ROOT,
    // As the compose stack's backup service runs it: in production, without the app's JWT_SECRET.
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: source.url,
      BACKUP_DIR,
      BACKUP_EVERY: '2s',
      BACKUP_S3_URL: s3.url(PREFIX),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/^Copied to /gm) ?? []).length >= count) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`The schedule stopped early:\n${output}`)));
  });
  child.kill('SIGTERM');
  return { code: await exited, output };
}

test('backups come on schedule, go to the S3 store, and 7 daily and 4 weekly ones are kept', async () => {
  const { code, output } = await runSchedule(2);
  expect(code).toBe(0);
  expect(output).toContain('Backups stopped');
  expect(output).not.toContain('Backup failed');
  const made = [...output.matchAll(/^Backup written: (\S+) /gm)].map(([, file]) =>
    path.basename(file),
  );
  expect(made).toHaveLength(2);

  // The newest of today, of each of the six days before, and of each of the three weeks (Monday
  // to Sunday) before this one: their Sundays.
  const today = new Date();
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const sundays = [1, 8, 15].map((days) => earlier(daysSinceMonday + days));
  const kept = [made[1], ...[1, 2, 3, 4, 5, 6].map(earlier), ...sundays];
  const expected = [...new Set(kept)].sort();

  expect(fs.readdirSync(BACKUP_DIR).sort()).toEqual(expected);
  expect(await s3.objects(PREFIX)).toEqual(expected);
}, 60_000);

test('the restore drill reads the newest backup back from the S3 store into an empty database', async () => {
  const restored = await runNodeScript('server/dist/scripts/restore.js', ['s3:latest'], {
    DATABASE_URL: target.url,
    BACKUP_S3_URL: s3.url(PREFIX),
  });
  expect(restored.code).toBe(0);
  const newest = fs.readdirSync(BACKUP_DIR).sort().at(-1)!;
  expect(restored.output).toContain(`Fetched ${newest} from s3://127.0.0.1:`);

  const users = await withDatabase(
    (db) =>
      db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [TRAVELLER.email]),
    target.url,
  );
  expect(users.rows).toEqual([{ name: TRAVELLER.name }]);
}, 60_000);
