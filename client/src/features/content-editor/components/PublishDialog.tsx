import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { SubmitButton } from '../../../components/form/SubmitButton';

interface PublishDialogProps {
  name: string;
  /** What publishing changes for visitors, in one line. */
  summary: string;
  /** The form has changes not yet saved, which are saved as the draft first. */
  unsaved: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a publish, saying what visitors will see change. */
export function PublishDialog(props: PublishDialogProps) {
  const { i18n } = useLingui();
  const { busy, onCancel } = props;
  return (
    <Dialog
      titleId="publish-dialog-title"
      title={i18n._('Publish {name}?', { name: props.name })}
      onHide={busy ? undefined : onCancel}
    >
      <Modal.Body>
        <p>{props.summary}</p>
        {props.unsaved && <p>{i18n._('Your unsaved changes are saved as the draft first.')}</p>}
        <p className="mb-0">{i18n._('Visitors see it as soon as it is published.')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {i18n._('Cancel')}
        </button>
        <SubmitButton
          busy={busy}
          busyLabel={i18n._('Publishing...')}
          className="btn btn-brand"
          onClick={props.onConfirm}
        >
          {i18n._('Publish now')}
        </SubmitButton>
      </Modal.Footer>
    </Dialog>
  );
}
