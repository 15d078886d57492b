/** A calendar date (YYYY-MM-DD) in the readable en-US long form: 'August 14, 2025'. */
export function readableCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '1 Photo', '12 Photos'. */
export function photoCount(count: number): string {
  return `${count} ${count === 1 ? 'Photo' : 'Photos'}`;
}
