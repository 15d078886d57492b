import type { I18n } from '@lingui/core';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** A calendar date (YYYY-MM-DD) in the long form of the language of `i18n`: 'August 14, 2025'. */
export function readableCalendarDate(date: string, i18n: I18n): string {
  return longCalendarDate(date, INTL_LOCALES[i18n.locale as SiteLanguage]);
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '1 Photo', '12 Photos', in the language of `i18n`. */
export function photoCount(count: number, i18n: I18n): string {
  return i18n._('{count, plural, one {# Photo} other {# Photos}}', { count });
}
