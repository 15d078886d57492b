import { useLingui } from '@lingui/react';
import type { Ref } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import type { EditorNotice } from '../useEntryEditor';

interface EntryNoticeProps {
  notice: EditorNotice | null;
  /** Messages no field of the form shows: about the document as a whole, say. */
  otherErrors: string[];
  onReload(): Promise<void>;
  /** The messages' region, which takes the focus when the button that led to them is gone. */
  ref?: Ref<HTMLDivElement>;
}

/** What the last save, publish or restore came to; a stale form is offered a reload. */
export function EntryNotice({ notice, otherErrors, onReload, ref }: EntryNoticeProps) {
  const { i18n } = useLingui();
  return (
    <div ref={ref} tabIndex={-1} className="content-entry-notice" aria-live="polite">
      {notice && (
        <FormAlert type={notice.type}>
          <span>{notice.text}</span>
          {notice.stale && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger ms-3"
              onClick={() => void onReload()}
            >
              {i18n._('Reload')}
            </button>
          )}
        </FormAlert>
      )}
      {otherErrors.length > 0 && <FormAlert type="error">{otherErrors.join(' ')}</FormAlert>}
    </div>
  );
}
