import type { Destination } from '../../../content/destinations';
import { ratingOf } from '../destination-text';
import { RatingBadge } from './RatingBadge';

interface DestinationCardProps {
  destination: Destination;
  onOpen: (destination: Destination) => void;
  /** Shows the 'Explore' cue of the destinations grid. */
  exploreCue?: boolean;
}

/** A picture card; the whole card opens the destination's dialog. */
export function DestinationCard({ destination, onOpen, exploreCue = false }: DestinationCardProps) {
  return (
    <article className="card destination-card h-100 border-0 shadow-sm">
      <div className="destination-card-media">
        <img
          src={destination.image}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="card-img-top"
        />
        <span className="badge destination-category">{destination.category}</span>
        <RatingBadge rating={ratingOf(destination)} />
      </div>
      <div className="card-body">
        <h3 className="h5 card-title">
          <button
            type="button"
            className="destination-card-open stretched-link"
            onClick={() => onOpen(destination)}
          >
            {destination.name}
          </button>
        </h3>
        <p className="card-text destination-location mb-0">{destination.location}</p>
        {exploreCue && (
          <p className="destination-explore mt-2 mb-0" aria-hidden="true">
            Explore →
          </p>
        )}
      </div>
    </article>
  );
}
