import type { ReactNode } from 'react';

/** The form's main button; while the request runs it says so and cannot be pressed twice. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn btn-brand btn-lg w-100" disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
