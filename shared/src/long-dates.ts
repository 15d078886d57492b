const LONG_FORM = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** A moment, on the reader's own calendar, in the long form of `locale`: 'March 4, 2026'. */
export function longDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, LONG_FORM);
}

/**
 * A calendar day (YYYY-MM-DD), the same day wherever it is read, in the long form of `locale`:
 * 'August 14, 2025', or 'Thursday, August 14, 2025' with its weekday. Anything else comes back as
 * it was given.
 */
export function longCalendarDate(day: string, locale: string, withWeekday = false): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(locale, {
    ...(withWeekday && { weekday: 'long' }),
    ...LONG_FORM,
    timeZone: 'UTC',
  });
}
