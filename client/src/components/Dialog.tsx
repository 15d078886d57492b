import { useLingui } from '@lingui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../styles/forms.css';

interface DialogProps {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** A line under the title, such as a tour's length and theme. */
  subtitle?: ReactNode;
  show?: boolean;
  /** Without it the dialog cannot be dismissed (while an upload runs). */
  onHide?: () => void;
  size?: 'lg' | 'xl';
  closeLabel?: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** The body and footer (Modal.Body, Modal.Footer), or a form holding them. */
  children: ReactNode;
}

/**
 * Every dialog of the site: centred, with the serif title of the pages. react-bootstrap's Modal
 * keeps focus inside while open and gives it back to the opener. A body taller than the screen
 * scrolls within, so the title and the footer's buttons stay in view.
 */
export function Dialog(props: DialogProps) {
  const { i18n } = useLingui();
  const { titleId, title, subtitle, show = true, onHide, size } = props;
  const { closeLabel = i18n._('Close') } = props;
  return (
    <Modal
      show={show}
      onHide={onHide}
      size={size}
      centered
      scrollable
      aria-labelledby={titleId}
      onKeyDown={props.onKeyDown}
    >
      <Modal.Header closeButton={!!onHide} closeLabel={closeLabel}>
        <div>
          <Modal.Title as="h2" id={titleId} className="dialog-title">
            {title}
          </Modal.Title>
          {subtitle && <p className="dialog-subtitle">{subtitle}</p>}
        </div>
      </Modal.Header>
      {props.children}
    </Modal>
  );
}
