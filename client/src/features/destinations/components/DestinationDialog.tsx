import Modal from 'react-bootstrap/Modal';
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
    <Modal
      show={destination !== null}
      onHide={onClose}
      size="lg"
      centered
      aria-labelledby="destination-dialog-title"
    >
      {destination && (
        <>
          <Modal.Header closeButton closeLabel="Close dialog">
            <div>
              <Modal.Title as="h2" id="destination-dialog-title" className="h4 mb-0">
                {destination.name}
              </Modal.Title>
              {destination.fullDetails && (
                <p className="mb-0 text-body-secondary">{destination.fullDetails.subtitle}</p>
              )}
            </div>
          </Modal.Header>
          <Modal.Body>
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
    </Modal>
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
