/** How many of the newest days and weeks keep their newest backup. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

const STAMP = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.dump$/;

/** When a backup named `<database>-20261124T031815Z.dump` was taken; undefined for other files. */
export function backupTime(name: string): Date | undefined {
  const match = STAMP.exec(name);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/** The backups among `names`, newest first; files not named as backups are left out. */
export function newestFirst(names: string[]): string[] {
  return names
    .filter((name) => backupTime(name))
    .sort((a, b) => backupTime(b)!.getTime() - backupTime(a)!.getTime());
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The Monday (UTC) that starts the time's week. */
function weekOf(time: Date): string {
  const monday = new Date(time);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * The backups to keep: the newest of each of the `daily` latest days that have one, and the
 * newest of each of the `weekly` latest weeks. Files not named as backups are not counted.
 */
function backupsToKeep(names: string[], policy: RetentionPolicy): Set<string> {
  const backups = newestFirst(names).map((name) => ({ name, time: backupTime(name)! }));
  const keep = new Set<string>();
  const newestOfEach = (periods: number, periodOf: (time: Date) => string) => {
    const seen = new Set<string>();
    for (const { name, time } of backups) {
      const period = periodOf(time);
      if (seen.has(period)) continue;
      if (seen.size === periods) break;
      seen.add(period);
      keep.add(name);
    }
  };
  newestOfEach(policy.daily, dayOf);
  newestOfEach(policy.weekly, weekOf);
  return keep;
}

/** The backups among `names` that the policy lets go. */
export function backupsToDrop(names: string[], policy: RetentionPolicy): string[] {
  const keep = backupsToKeep(names, policy);
  return names.filter((name) => backupTime(name) && !keep.has(name));
}
