import { useLingui } from '@lingui/react';
import { ArrowRightIcon } from '../../../components/control-icons';
import { langOf } from '../../../content/useSiteContent';
import type { Destination } from '../destination-list';
import { CATEGORY_NAMES, ratingOf } from '../destination-text';
import { RatingBadge } from './RatingBadge';
import { ContentText } from '../../../components/ContentText';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SafeImage } from '../../../components/SafeImage';

interface DestinationCardProps {
  destination: Destination;
  onOpen: (destination: Destination) => void;
  /** Shows the 'Explore' cue of the destinations grid. */
  exploreCue?: boolean;
}

/** A picture card with the destination's description; the whole card opens its dialog. */
export function DestinationCard({ destination, onOpen, exploreCue = false }: DestinationCardProps) {
  const { i18n } = useLingui();
  return (
    <article className="page-card">
      <div className="destination-card-media">
        <SafeImage
          sizes={PICTURE_SIZES.card}
          className="page-card-picture"
          {...destination.image}
          lang={langOf(destination.image, 'alt')}
        />
        <span className="badge destination-category">
          {i18n._(CATEGORY_NAMES[destination.category])}
        </span>
        <RatingBadge rating={ratingOf(destination)} />
      </div>
      <div className="page-card-body">
        <h3 className="page-card-title">
          <button
            type="button"
            className="destination-card-open stretched-link"
            onClick={() => onOpen(destination)}
            lang={langOf(destination, 'name')}
          >
            {destination.name}
          </button>
        </h3>
        <ContentText as="p" className="card-location" of={destination} field="location" />
        <ContentText
          as="p"
          className={exploreCue ? 'page-card-text' : 'page-card-text mb-0'}
          of={destination}
          field="description"
        />
        {exploreCue && (
          <p className="card-cue mb-0" aria-hidden="true">
            {i18n._('Explore')}
            <ArrowRightIcon />
          </p>
        )}
      </div>
    </article>
  );
}
