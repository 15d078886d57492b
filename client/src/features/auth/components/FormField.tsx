import type { InputHTMLAttributes } from 'react';
import { FieldError, validityAttributes } from './FieldError';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its validation message underneath. */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...validityAttributes(id, error)}
        {...input}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
