import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** The editor's English dates have always been British: '3 March 2025 at 14:05'. */
const DATE_LOCALES = { ...INTL_LOCALES, en: 'en-GB' };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** When a revision was saved, in words: 'Sunday, 29 November 2026 at 12:05'. */
export function savedOn(iso: string, language: SiteLanguage): string {
  return new Date(iso).toLocaleString(DATE_LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
  });
}

/** How long ago, in words: '10 minutes ago', 'yesterday', 'just now'. */
export function savedAgo(iso: string, language: SiteLanguage, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(DATE_LOCALES[language], { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return unit === 'second'
    ? format.format(0, 'second')
    : format.format(Math.round(seconds / size), unit);
}
