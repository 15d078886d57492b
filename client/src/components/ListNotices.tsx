import type { TimedMessage } from '../lib/useTimedMessage';
import { LoadingSpinner } from './Spinner';

interface ListNoticesProps {
  /** What the last action did, or why it failed. */
  message: TimedMessage | null;
  /** The list is loading, with nothing to show yet. */
  loading: boolean;
  loadingLabel: string;
  /** The list could not be loaded, with nothing to show. */
  failed: boolean;
  failedText: string;
}

/** The notices above a page's list: its last action's message, then its loading or failure. */
export function ListNotices({
  message,
  loading,
  loadingLabel,
  failed,
  failedText,
}: ListNoticesProps) {
  return (
    <>
      <div aria-live="polite">
        {message && (
          <div
            className={`alert alert-${message.type === 'success' ? 'success' : 'danger'}`}
            role="status"
          >
            {message.text}
          </div>
        )}
      </div>
      {loading && <LoadingSpinner label={loadingLabel} />}
      {failed && (
        <div className="alert alert-danger" role="alert">
          {failedText}
        </div>
      )}
    </>
  );
}
