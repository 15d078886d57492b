import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from '../../config';
import type { BackupSettings } from './backup-settings';
import { backupsToDrop } from './retention';
import { S3BackupStore } from './s3-store';
import { humanSize, writeBackup } from './write-backup';

/** Lets go of what the retention policy does not keep, in the folder and in the bucket. */
async function thin(settings: BackupSettings, store: S3BackupStore | undefined): Promise<void> {
  const local = fs.readdirSync(settings.dir);
  for (const name of backupsToDrop(local, settings.keep)) {
    fs.rmSync(path.join(settings.dir, name));
    console.log(`Removed ${name} (retention: ${JSON.stringify(settings.keep)})`);
  }
  if (!store) return;
  for (const name of backupsToDrop(await store.list(), settings.keep)) {
    await store.remove(name);
    console.log(`Removed ${name} from ${store.where}`);
  }
}

/**
 * One backup: written to the folder, copied to the S3-compatible store when BACKUP_S3_URL is
 * set, then (with `thinning`, as the schedule does) the older ones the policy lets go removed.
 */
export async function backUp(
  target: DatabaseTarget,
  settings: BackupSettings,
  { thinning = false } = {},
): Promise<void> {
  const file = await writeBackup(target, settings.dir);
  console.log(`Backup written: ${file} (${humanSize(fs.statSync(file).size)})`);
  const store = settings.s3Url ? new S3BackupStore(settings.s3Url) : undefined;
  try {
    if (store) {
      await store.upload(file);
      console.log(`Copied to ${store.where}${path.basename(file)}`);
    }
    if (thinning) await thin(settings, store);
  } finally {
    store?.close();
  }
}
