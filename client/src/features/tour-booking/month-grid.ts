/** A month of the calendar, as YYYY-MM; its days as YYYY-MM-DD. */
export type Month = string;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: Month, count: number): Month {
  const [year, index] = month.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, index - 1 + count, 1))).slice(0, 7);
}

/** The first and the last day of a month. */
export function monthSpan(month: Month): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number);
  return { from: `${month}-01`, to: dayOf(new Date(Date.UTC(year, index, 0))) };
}

/** The month's days, YYYY-MM-DD, the first first. */
export function daysOf(month: Month): string[] {
  const { to } = monthSpan(month);
  return Array.from(
    { length: Number(to.slice(8)) },
    (_, at) => `${month}-${String(at + 1).padStart(2, '0')}`,
  );
}

/** The month's days in weeks from Monday to Sunday; the days of other months are null. */
export function weeksOf(month: Month): (string | null)[][] {
  const { from, to } = monthSpan(month);
  const first = new Date(`${from}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; dayOf(day) <= to; day = new Date(day.getTime() + 86_400_000)) {
    cells.push(dayOf(day));
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Monday to Sunday of a week (5 to 11 January 2026), for the names of the weekdays. */
export const WEEK_DAYS = ['05', '06', '07', '08', '09', '10', '11'].map((day) => `2026-01-${day}`);
