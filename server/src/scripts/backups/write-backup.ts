import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from '../../config';
import { assertCanDump, findPgTool, openTargetDatabase, runPgTool } from '../database-tools';

/** 2026-11-24T03:18:15.123Z → 20261124T031815Z: sortable, and safe in any file name. */
function utcStamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
}

export function humanSize(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${size.toFixed(1)} ${units[unit]}`;
}

/**
 * The app's database (media bytes included, they live in it) as a pg_dump custom-format archive
 * `<database>-<UTC time>.dump` in `dir`; its path.
 */
export async function writeBackup(target: DatabaseTarget, dir: string): Promise<string> {
  const pgDump = findPgTool('pg_dump');
  const database = await openTargetDatabase(target);
  try {
    assertCanDump(pgDump, database.serverMajor);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${database.name}-${utcStamp()}.dump`);
    // Written aside and renamed when complete, so a file under the final name is never partial.
    const partial = `${file}.partial`;
    try {
      await runPgTool(pgDump, database.url, ['--format=custom', `--file=${partial}`]);
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    return file;
  } finally {
    await database.release();
  }
}
