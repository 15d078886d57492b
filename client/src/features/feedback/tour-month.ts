/** A tour's month (YYYY-MM) as a language writes it: "March 2027", "mars 2027". */
export function tourMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
