import { ESTIMATE_CURRENCIES, type EstimateCurrency } from '@lanka-tours/shared/price-estimates';
import { useLingui } from '@lingui/react';
import type { PriceEstimate } from '../price-estimate';

interface EstimateChooserProps {
  estimate: PriceEstimate;
  onChoose: (currency: EstimateCurrency | null) => void;
}

/** Which currency the page's dollar prices are also shown in, as an estimate. */
export function EstimateChooser({ estimate, onChoose }: EstimateChooserProps) {
  const { i18n } = useLingui();
  const names = new Intl.DisplayNames(i18n.locale, { type: 'currency' });
  return (
    <div className="tour-estimate-chooser">
      <label htmlFor="tour-estimate" className="form-label small mb-0">
        {i18n._('Also show prices in')}
      </label>
      <select
        id="tour-estimate"
        className="form-select form-select-sm"
        value={estimate.currency ?? ''}
        onChange={(event) => onChoose((event.target.value || null) as EstimateCurrency | null)}
        aria-describedby="tour-estimate-note"
      >
        <option value="">{i18n._('US dollars only')}</option>
        {ESTIMATE_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {names.of(currency)}
          </option>
        ))}
      </select>
      <p id="tour-estimate-note" className="small text-body-secondary mb-0">
        {i18n._('An estimate at our exchange rate: you pay in US dollars.')}
      </p>
    </div>
  );
}
