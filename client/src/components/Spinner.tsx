import { useLingui } from '@lingui/react';

export function LoadingSpinner({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="d-flex flex-column align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="mt-2">{label ?? i18n._('Loading...')}</span>
    </div>
  );
}
