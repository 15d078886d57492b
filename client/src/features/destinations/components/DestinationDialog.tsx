import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { SIMPLE_VIEW_HIGHLIGHTS, type Destination } from '../../../content/destinations';
import { DestinationDetailTabs } from './DestinationDetailTabs';
import { DestinationFacts } from './DestinationFacts';

interface DestinationDialogProps {
  destination: Destination | null;
  onClose: () => void;
}

/** The full story of a destination in four tabs, or a short view when it has no full details. */
export function DestinationDialog({ destination, onClose }: DestinationDialogProps) {
  return (
    <Dialog
      titleId="destination-dialog-title"
      title={destination?.name}
      subtitle={destination?.fullDetails?.subtitle}
      show={destination !== null}
      onHide={onClose}
      size="lg"
      closeLabel="Close dialog"
    >
      {destination && (
        <>
          {/* Long text that scrolls within: the keyboard reaches it to scroll it. */}
          <Modal.Body tabIndex={0}>
            {destination.fullDetails ? (
              <DestinationDetailTabs destination={destination} details={destination.fullDetails} />
            ) : (
              <SimpleDestinationView destination={destination} />
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Close
            </button>
          </Modal.Footer>
        </>
      )}
    </Dialog>
  );
}

function SimpleDestinationView({ destination }: { destination: Destination }) {
  return (
    <>
      <DestinationFacts destination={destination} />
      <p>{destination.description}</p>
      <h3 className="h5">Highlights</h3>
      <ul>
        {SIMPLE_VIEW_HIGHLIGHTS.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </>
  );
}
