import { useLingui } from '@lingui/react';

/** How much of the photos has been sent; shown only while an upload runs. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { i18n } = useLingui();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={i18n._('Uploading photos')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar feedback-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="form-text">{i18n._('Uploading photos… {percent}%', { percent })}</div>
    </div>
  );
}
