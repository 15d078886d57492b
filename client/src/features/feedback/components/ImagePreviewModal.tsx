import Modal from 'react-bootstrap/Modal';
import type { FeedbackCardFragment } from '../../../graphql/generated';

export interface PreviewTarget {
  feedback: FeedbackCardFragment;
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
  const image = target?.feedback.images[target.index];
  return (
    <Modal
      show={!!image}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="feedback-preview-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="feedback-preview-title" className="h6">
          {target &&
            `Photo ${target.index + 1} of ${target.feedback.images.length} from ${target.feedback.fullName}`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {image && (
          <img
            className="img-fluid feedback-preview-full"
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? '(min-width: 992px) 800px, 95vw' : undefined}
            alt={`Photo ${target.index + 1} from ${target.feedback.fullName}`}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
