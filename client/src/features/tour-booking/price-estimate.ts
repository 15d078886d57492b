import {
  FIRST_ESTIMATE,
  formatEstimate,
  type EstimateCurrency,
  type ExchangeRates,
} from '@lanka-tours/shared/price-estimates';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { useLingui } from '@lingui/react';
import { createContext, useContext, useState } from 'react';

/** The currency a tour's page estimates its dollar prices in (none: dollars only), at what rates. */
export interface PriceEstimate {
  currency: EstimateCurrency | null;
  rates: ExchangeRates;
}

export const PriceEstimateContext = createContext<PriceEstimate | null>(null);

/**
 * The estimate the traveller chose on the page, first their language's currency: the same on the
 * server and in the browser, so the rendered page hydrates as it is.
 */
export function useEstimateChoice(rates: ExchangeRates) {
  const { i18n } = useLingui();
  const [currency, setCurrency] = useState(FIRST_ESTIMATE[i18n.locale as SiteLanguage]);
  return { estimate: { currency, rates }, choose: setCurrency };
}

/** An amount in US cents as the page's chosen estimate writes it (≈ 184 €); none without one. */
export function useEstimateOf(): (usCents: number) => string | null {
  const { i18n } = useLingui();
  const estimate = useContext(PriceEstimateContext);
  return (usCents) =>
    estimate?.currency
      ? `≈ ${formatEstimate(usCents, estimate.currency, estimate.rates, i18n.locale)}`
      : null;
}
