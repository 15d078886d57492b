import type { FormEvent, ReactNode, Ref } from 'react';
import Modal from 'react-bootstrap/Modal';

interface AccountDialogProps {
  id: string;
  title: string;
  show: boolean;
  onHide: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's ref from useFormFields, which moves focus to the first invalid input. */
  formRef?: Ref<HTMLFormElement>;
  /** The footer's buttons, the submit button among them. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding one form. react-bootstrap's Modal keeps focus inside while open and returns
 * it to the button that opened it; its content is unmounted when closed, so each opening starts
 * afresh.
 */
export function AccountDialog(props: AccountDialogProps) {
  const { id, title, show, onHide, onSubmit, formRef, actions, children } = props;
  const titleId = `${id}-title`;
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>{actions}</Modal.Footer>
      </form>
    </Modal>
  );
}
