import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { saveAsFile } from '../../../lib/save-as-file';
import { getToken } from '../../../lib/session-storage';

/** Every tour booking, past ones too, saved as a CSV file for a spreadsheet (tour guides). */
export function BookingsCsvDownload() {
  const { i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      const answer = await fetch('/api/tour-bookings/export.csv', {
        headers: { authorization: `Bearer ${getToken() ?? ''}` },
      });
      if (!answer.ok) throw new Error(`The export answered ${answer.status}`);
      const name = /filename="?([^";]+)"?/.exec(answer.headers.get('content-disposition') ?? '');
      saveAsFile(await answer.blob(), name?.[1] ?? 'tour-bookings.csv');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <SubmitButton
        busy={state === 'preparing'}
        busyLabel={i18n._('Preparing...')}
        className="btn btn-outline-primary btn-sm"
        onClick={() => void download()}
      >
        {i18n._('Download all bookings (CSV)')}
      </SubmitButton>
      {state === 'failed' && (
        <span className="text-danger small" role="alert">
          {i18n._('The export could not be made. Please try again.')}
        </span>
      )}
    </div>
  );
}
