import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import type { Blocker } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';

/** Asks whether to leave a form with unsaved changes, when a navigation was held for it. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { i18n } = useLingui();
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      titleId="leave-dialog-title"
      title={i18n._('Leave without saving?')}
      onHide={() => blocker.reset()}
    >
      <Modal.Body>
        <p className="mb-0">
          {i18n._('Your changes to this entry are not saved yet. If you leave now, they are lost.')}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-brand" onClick={() => blocker.reset()}>
          {i18n._('Stay and keep editing')}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => blocker.proceed()}>
          {i18n._('Leave without saving')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
