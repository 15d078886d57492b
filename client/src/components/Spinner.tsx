export function LoadingSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex flex-column align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="mt-2">{label}</span>
    </div>
  );
}
