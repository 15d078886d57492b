import { useLingui } from '@lingui/react';
import { COUNTRIES } from '@lanka-tours/shared/countries';
import type { SelectHTMLAttributes } from 'react';
import { countryName } from './country-names';
import { FieldError, validityAttributes } from './FieldError';

interface CountryFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  error?: string;
}

/** The country select of the registration form; the empty first option means "not chosen yet". */
export function CountryField({ id, error, ...select }: CountryFieldProps) {
  const { i18n } = useLingui();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {i18n._('Country')}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        autoComplete="country-name"
        {...validityAttributes(id, error)}
        {...select}
      >
        <option value="">{i18n._('Select your country')}</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {countryName(country, i18n)}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
