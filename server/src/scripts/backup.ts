import { loadDatabaseTarget } from '../config';
import { loadBackupSettings } from './backups/backup-settings';
import { backUp } from './backups/backup-run';
import { runCommand } from './database-tools';

/**
 * `npm run backup`: one pg_dump archive of the app's database in BACKUP_DIR (default backups/),
 * for `npm run restore`, copied to BACKUP_S3_URL when set. Nothing older is removed.
 */
runCommand(async () => {
  await backUp(loadDatabaseTarget(), loadBackupSettings());
});
