import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';

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
        <button type="button" className="btn btn-brand" disabled={busy} onClick={props.onConfirm}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? i18n._('Publishing...') : i18n._('Publish now')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
