import type { I18n } from '@lingui/core';
import type { Country } from '@lanka-tours/shared/countries';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** The list's countries by their ISO 3166 codes, which `Intl` names in every language. */
const REGION_CODES: Record<Exclude<Country, 'Other'>, string> = {
  Australia: 'AU',
  Canada: 'CA',
  China: 'CN',
  France: 'FR',
  Germany: 'DE',
  India: 'IN',
  Italy: 'IT',
  Japan: 'JP',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Russia: 'RU',
  Singapore: 'SG',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  'United Arab Emirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
};

/**
 * A country of the list (stored by its English name) in the language of `i18n`: English as the
 * specification lists them, the others as `Intl` names them there.
 */
export function countryName(country: string, i18n: I18n): string {
  if (i18n.locale === 'en') return country;
  if (country === 'Other') return i18n._('Other');
  const code = REGION_CODES[country as keyof typeof REGION_CODES];
  const locale = INTL_LOCALES[i18n.locale as SiteLanguage];
  return (code && new Intl.DisplayNames([locale], { type: 'region' }).of(code)) ?? country;
}
