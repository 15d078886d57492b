import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';

/**
 * An action that cannot be undone, asked twice: its button opens the question, with the button
 * that does it and the one that keeps things as they are.
 */
export function AskTwice(props: {
  /** The first button's label. */
  action: string;
  /** What the second asking says, if more than the confirming button. */
  question?: ReactNode;
  confirm: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
}) {
  const { action, question, confirm, busy, failure, onConfirm } = props;
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
        {action}
      </button>
    );
  }
  return (
    <div className="d-flex flex-column gap-2 w-100">
      {question && <p className="mb-0">{question}</p>}
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton
          busy={busy}
          busyLabel={i18n._('Cancelling...')}
          className="btn btn-danger"
          onClick={onConfirm}
        >
          {confirm}
        </SubmitButton>
        <button type="button" className="btn btn-outline-primary" onClick={() => setAsking(false)}>
          {i18n._('Keep it')}
        </button>
      </div>
    </div>
  );
}
