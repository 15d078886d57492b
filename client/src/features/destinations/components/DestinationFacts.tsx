import { useLingui } from '@lingui/react';
import type { Destination } from '../destination-list';
import { langOf } from '../../../content/useSiteContent';
import { CATEGORY_NAMES, ratingOf } from '../destination-text';
import { RatingBadge } from './RatingBadge';
import { ContentText } from '../../../components/ContentText';

/** Picture, category, rating and location at the top of a destination's dialog. */
export function DestinationFacts({ destination }: { destination: Destination }) {
  const { i18n } = useLingui();
  return (
    <>
      <img
        src={destination.image}
        alt={destination.name}
        lang={langOf(destination, 'name')}
        width={800}
        height={500}
        className="img-fluid rounded mb-3 dialog-image"
      />
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span className="badge destination-category static">
          {i18n._(CATEGORY_NAMES[destination.category])}
        </span>
        <RatingBadge rating={ratingOf(destination)} />
        <ContentText of={destination} field="location" />
      </p>
    </>
  );
}
