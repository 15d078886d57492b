import type { InputHTMLAttributes } from 'react';
import { FieldError, validityAttributes } from './FieldError';
import '../../styles/forms.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** A standing note under the input, read out with it. */
  hint?: string;
}

/** A labelled input with its validation message underneath. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...validityAttributes(id, error, hintId)}
        {...input}
      />
      <FieldError fieldId={id} message={error} />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
