import { useLingui } from '@lingui/react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import type { Destination } from '../destination-list';
import { DestinationDetailTabs } from './DestinationDetailTabs';
import { DestinationFacts } from './DestinationFacts';
import { ContentText } from '../../../components/ContentText';

interface DestinationDialogProps {
  destination: Destination | null;
  /** What the short view of a destination without full details lists. */
  simpleViewHighlights: readonly string[];
  onClose: () => void;
}

/** The full story of a destination in four tabs, or a short view when it has no full details. */
export function DestinationDialog({
  destination,
  simpleViewHighlights,
  onClose,
}: DestinationDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog
      titleId="destination-dialog-title"
      title={destination && <ContentText of={destination} field="name" />}
      subtitle={
        destination?.fullDetails && <ContentText of={destination.fullDetails} field="subtitle" />
      }
      show={destination !== null}
      onHide={onClose}
      size="lg"
      closeLabel={i18n._('Close dialog')}
    >
      {destination && (
        <>
          {/* Long text that scrolls within: the keyboard reaches it to scroll it. */}
          <Modal.Body tabIndex={0}>
            {destination.fullDetails ? (
              <DestinationDetailTabs destination={destination} details={destination.fullDetails} />
            ) : (
              <SimpleDestinationView destination={destination} highlights={simpleViewHighlights} />
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {i18n._('Close')}
            </button>
          </Modal.Footer>
        </>
      )}
    </Dialog>
  );
}

interface SimpleDestinationViewProps {
  destination: Destination;
  highlights: readonly string[];
}

function SimpleDestinationView({ destination, highlights }: SimpleDestinationViewProps) {
  const { i18n } = useLingui();
  return (
    <>
      <DestinationFacts destination={destination} />
      <ContentText as="p" of={destination} field="description" />
      <h3 className="h5">{i18n._('Highlights')}</h3>
      <ul>
        {highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </>
  );
}
