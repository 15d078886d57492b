import { COUNTRIES } from '@shared/countries';
import type { SelectHTMLAttributes } from 'react';
import { FieldError, validityAttributes } from './FieldError';

interface CountryFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  error?: string;
}

/** The country select of the registration form; the empty first option means "not chosen yet". */
export function CountryField({ id, error, ...select }: CountryFieldProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Country
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        autoComplete="country-name"
        {...validityAttributes(id, error)}
        {...select}
      >
        <option value="">Select your country</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
