import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode, Ref } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';

interface AccountDialogProps {
  id: string;
  title: string;
  show: boolean;
  onHide: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's ref from useFormFields, which moves focus to the first invalid input. */
  formRef?: Ref<HTMLFormElement>;
  /** The footer's submit button, beside Cancel. */
  submit: { label: string; busyLabel: string; busy: boolean; danger?: boolean; disabled?: boolean };
  /** The last attempt's failure, shown above the form. */
  failure: string | null;
  children: ReactNode;
}

/** A dialog holding one form; its content is unmounted when closed, so each opening starts afresh. */
export function AccountDialog(props: AccountDialogProps) {
  const { id, title, show, onHide, onSubmit, formRef, submit, failure, children } = props;
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const titleId = `${id}-title`;
  return (
    <Dialog titleId={titleId} title={title} show={show} onHide={onHide}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Modal.Body>
          {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {i18n._('Cancel')}
          </button>
          <SubmitButton
            busy={submit.busy}
            busyLabel={submit.busyLabel}
            className={submit.danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={submit.disabled}
          >
            {submit.label}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Dialog>
  );
}
