import { COMPANY_TIME_ZONE } from './brand';

/** The company's calendar (Sri Lanka's) writes its days YYYY-MM-DD, as en-CA does. */
const COMPANY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE });

/** Today on the company's calendar: the day tours are counted from. */
export function companyToday(): string {
  return COMPANY_DAY.format(new Date());
}

/** Sri Lanka's offset from UTC, the same all year (it keeps no summer time). */
const COMPANY_UTC_OFFSET = '+05:30';

/** The moment a day (YYYY-MM-DD) reaches a time of day (HH:MM) on the company's clock. */
export function companyMoment(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${COMPANY_UTC_OFFSET}`);
}

/** The day `days` after `day` (YYYY-MM-DD); before it, when negative. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days `later` comes after `day` (both YYYY-MM-DD); negative when before it. */
export function daysBetween(day: string, later: string): number {
  return Math.round(
    (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}
