import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadDatabaseTarget } from '../config';
import { loadBackupSettings, type BackupSettings } from './backups/backup-settings';
import { backUp } from './backups/backup-run';
import { backupTime, newestFirst } from './backups/retention';
import { runCommand } from './database-tools';

/** How long until the next run: BACKUP_EVERY after the newest backup or the last try. */
function untilDue(settings: BackupSettings, lastTry: number): number {
  const [newest] = newestFirst(fs.existsSync(settings.dir) ? fs.readdirSync(settings.dir) : []);
  const last = Math.max(lastTry, newest ? backupTime(newest)!.getTime() : 0);
  return Math.max(0, last + settings.everyMs - Date.now());
}

/**
 * `npm run backup:schedule` (the compose stack's backup service): a backup every BACKUP_EVERY,
 * copied off the host when BACKUP_S3_URL is set, keeping BACKUP_KEEP_DAILY daily and
 * BACKUP_KEEP_WEEKLY weekly ones. A failed run is reported and the next one comes on time;
 * SIGTERM stops it between runs, or after the one under way.
 */
runCommand(async () => {
  const target = loadDatabaseTarget();
  const settings = loadBackupSettings();
  const stopping = new AbortController();
  process.once('SIGTERM', () => stopping.abort());
  process.once('SIGINT', () => stopping.abort());
  console.log(`Backups every ${settings.every} into ${settings.dir}`);
  let lastTry = 0;
  while (!stopping.signal.aborted) {
    const wait = untilDue(settings, lastTry);
    if (wait > 0) await sleep(wait, undefined, { signal: stopping.signal }).catch(() => undefined);
    if (stopping.signal.aborted) break;
    lastTry = Date.now();
    await backUp(target, settings, { thinning: true }).catch((error: unknown) => {
      console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  console.log('Backups stopped');
});
