import { MINOR_UNITS } from './tour-prices';

/** One format per language and currency, made once: a page may show many prices. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: string, currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${language} ${currency} ${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units (cents) of `currency`, as `language` writes it: a whole amount
 * without its cents (250 $, US$250), any other with them.
 */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const cents = minorUnits % MINOR_UNITS !== 0;
  return formatOf(language, currency, cents).format(minorUnits / MINOR_UNITS);
}
