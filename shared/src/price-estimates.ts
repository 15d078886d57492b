/**
 * Prices are written, charged and refunded in US dollars (tour-prices.ts); a tour's page also
 * shows them, as an estimate, in the currency a traveller thinks in, at the rates the company
 * sets in the content editor (the brand's exchange rates: what one US dollar is worth).
 */
import { formatMoney } from './money';
import { MINOR_UNITS } from './tour-prices';
import type { SiteLanguage } from './site-languages';

/** The currencies a price is estimated in, as ISO 4217 codes. */
export const ESTIMATE_CURRENCIES = ['EUR', 'GBP', 'LKR', 'RUB', 'CNY'] as const;
export type EstimateCurrency = (typeof ESTIMATE_CURRENCIES)[number];

/** What one US dollar is worth in each estimate's currency. */
export type ExchangeRates = Record<EstimateCurrency, number>;

/**
 * The estimate a page in a language shows first: its readers' own currency, none in English (the
 * dollar prices are read as they are); the traveller can choose another.
 */
export const FIRST_ESTIMATE: Readonly<Record<SiteLanguage, EstimateCurrency | null>> = {
  en: null,
  de: 'EUR',
  fr: 'EUR',
  ru: 'RUB',
  zh: 'CNY',
};

/**
 * An amount in US cents as about so much of `currency` at `rates`, in whole units as `language`
 * writes them (≈ 184 €): an estimate claims no cents.
 */
export function formatEstimate(
  usCents: number,
  currency: EstimateCurrency,
  rates: ExchangeRates,
  language: string,
): string {
  const whole = Math.round((usCents / MINOR_UNITS) * rates[currency]);
  return formatMoney(whole * MINOR_UNITS, currency, language);
}
