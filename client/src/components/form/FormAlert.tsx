import type { ReactNode } from 'react';
import '../../styles/buttons.css';

export type AlertType = 'success' | 'error';

/**
 * A message about the whole form. Errors interrupt (role="alert"); good news is announced
 * politely (role="status") so it does not cut off what a screen reader is saying.
 */
export function FormAlert({ type, children }: { type: AlertType; children: ReactNode }) {
  return (
    <div
      className={`alert ${type === 'error' ? 'alert-danger' : 'alert-success'} form-alert`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
