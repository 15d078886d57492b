import path from 'node:path';
import { ConfigError, REPO_ROOT } from '../../config';
import { settingValue, type SettingName } from '../../config-settings';
import type { RetentionPolicy } from './retention';

export interface BackupSettings {
  dir: string;
  /** BACKUP_EVERY as written (24h, 30m …); `everyMs` in milliseconds. */
  every: string;
  everyMs: number;
  keep: RetentionPolicy;
  /** `s3://key:secret@host[:port]/bucket[/prefix]?region=…`; unset: backups stay on this host. */
  s3Url?: string;
}

type Env = Record<string, string | undefined>;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function duration(value: string, name: string, problems: string[]): number {
  const match = /^(\d+)\s*([smhd])$/.exec(value.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2]] : 0;
  if (!ms) problems.push(`${name} must be a duration such as 24h, 6h, 30m or 90s`);
  return ms;
}

function count(env: Env, name: SettingName, problems: string[]): number {
  const raw = settingValue(env, name);
  if (!/^\d+$/.test(raw)) problems.push(`${name} must be a whole number of backups`);
  return Number(raw);
}

/** The BACKUP_* settings of `npm run backup` and the scheduled job, checked together. */
export function loadBackupSettings(env: Env = process.env): BackupSettings {
  const problems: string[] = [];
  const every = settingValue(env, 'BACKUP_EVERY');
  const settings: BackupSettings = {
    dir: path.resolve(REPO_ROOT, settingValue(env, 'BACKUP_DIR')),
    every,
    everyMs: duration(every, 'BACKUP_EVERY', problems),
    keep: {
      daily: count(env, 'BACKUP_KEEP_DAILY', problems),
      weekly: count(env, 'BACKUP_KEEP_WEEKLY', problems),
    },
    s3Url: env.BACKUP_S3_URL || undefined,
  };
  if (settings.keep.daily + settings.keep.weekly < 1) {
    problems.push(
      'BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY cannot both be 0: nothing would be kept',
    );
  }
  if (settings.s3Url && !/^s3:\/\/[^:@/]+:[^@/]+@[^/]+\/[^/?]+/.test(settings.s3Url)) {
    problems.push('BACKUP_S3_URL must look like s3://key:secret@host[:port]/bucket[/prefix]');
  }
  if (problems.length) throw new ConfigError(problems);
  return settings;
}
