import type { ReactNode } from 'react';
import '../../styles/forms.css';
import '../../styles/buttons.css';

/**
 * The form's main button (or a dialog's, given `onClick`); while the request runs it says so and
 * cannot be pressed twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'btn btn-brand btn-lg w-100',
  disabled = false,
  onClick,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** The full-width brand button of the sign-in cards unless told otherwise. */
  className?: string;
  disabled?: boolean;
  /** What a button outside a form does, instead of submitting one. */
  onClick?: () => void;
}) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={className}
      disabled={busy || disabled}
      onClick={onClick}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
