import { useLingui } from '@lingui/react';
import { useState, type InputHTMLAttributes } from 'react';
import { FieldError, validityAttributes } from './FieldError';
import '../../styles/forms.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  error?: string;
  /** A standing note under the input, such as the minimum length. */
  hint?: string;
}

/**
 * A password input with a show/hide toggle, so people can check what they typed
 * (especially on phones) before submitting.
 */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={`input-group${error ? ' has-validation' : ''}`}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          {...validityAttributes(id, error, hintId)}
          {...input}
        />
        <button
          type="button"
          className="btn password-toggle"
          aria-label={i18n._('Show {label}', { label: inSentence(label, i18n.locale) })}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
        <FieldError fieldId={id} message={error} />
      </div>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A label inside a sentence: lower case, except German, whose nouns keep their capital. */
function inSentence(label: string, locale: string): string {
  return locale === 'de' ? label : label.toLowerCase();
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {crossed && <path d="M4 4l16 16" />}
      </g>
    </svg>
  );
}
