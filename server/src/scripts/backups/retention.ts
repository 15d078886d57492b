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
  const newestFirst = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((backup): backup is { name: string; time: Date } => backup.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>();
  const newestOfEach = (periods: number, periodOf: (time: Date) => string) => {
    const seen = new Set<string>();
    for (const { name, time } of newestFirst) {
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
