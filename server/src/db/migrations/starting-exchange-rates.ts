// The brand gained the exchange rates of the tours' estimated prices. These are the rates a new
// site starts with, which the company then keeps up to date in the content editor; the migration
// that adds them and the tests' seeded content share them.
import type { ExchangeRates } from '@lanka-tours/shared/price-estimates';

type Data = Record<string, unknown>;

/** What one US dollar was worth in late 2026, rounded. */
export const STARTING_EXCHANGE_RATES: ExchangeRates = {
  EUR: 0.92,
  GBP: 0.79,
  LKR: 300,
  RUB: 92,
  CNY: 7.2,
};

/** The brand's data with the starting rates, when it has none. */
export const withExchangeRates = (data: Data): Data =>
  data.exchangeRates ? data : { ...data, exchangeRates: STARTING_EXCHANGE_RATES };

/** The brand's data without rates, as it was before. */
export function withoutExchangeRates(data: Data): Data {
  const rest = { ...data };
  delete rest.exchangeRates;
  return rest;
}
