import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';

/** Asks whether to leave a form with unsaved changes, when a link to another page was held for it. */
export function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const { i18n } = useLingui();
  return (
    <Dialog titleId="leave-dialog-title" title={i18n._('Leave without saving?')} onHide={onStay}>
      <Modal.Body>
        <p className="mb-0">
          {i18n._('Your changes to this entry are not saved yet. If you leave now, they are lost.')}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-brand" onClick={onStay}>
          {i18n._('Stay and keep editing')}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onLeave}>
          {i18n._('Leave without saving')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
