import { FieldError, validityAttributes } from '../../../components/form/FieldError';

interface QuoteSelectProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** Each choice's value and label, in order. */
  options: [string, string][];
  onChange(value: string): void;
}

/** A labelled choice of the quote form, with its validation message underneath. */
export function QuoteSelect({ id, label, value, error, options, onChange }: QuoteSelectProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        {...validityAttributes(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
