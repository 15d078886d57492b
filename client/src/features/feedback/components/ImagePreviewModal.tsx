import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import type { FeedbackCard_FeedbackFragment } from '../../../graphql/generated';

export interface PreviewTarget {
  feedback: FeedbackCard_FeedbackFragment;
  index: number;
}

/** A photo at full size; the dialog traps focus and gives it back to the thumbnail on close. */
export function ImagePreviewModal({
  target,
  onClose,
}: {
  target: PreviewTarget | null;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const image = target?.feedback.images[target.index];
  return (
    <Dialog
      titleId="feedback-preview-title"
      title={
        target &&
        i18n._('Photo {number} of {count} from {name}', {
          number: target.index + 1,
          count: target.feedback.images.length,
          name: target.feedback.fullName,
        })
      }
      show={!!image}
      onHide={onClose}
      size="lg"
    >
      <Modal.Body className="text-center">
        {image && (
          <img
            className="img-fluid feedback-preview-full"
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? '(min-width: 992px) 800px, 95vw' : undefined}
            alt={i18n._('Photo {number} from {name}', {
              number: target.index + 1,
              name: target.feedback.fullName,
            })}
          />
        )}
      </Modal.Body>
    </Dialog>
  );
}
