import { useLingui } from '@lingui/react';
import type { Destination } from '../destination-list';
import { langOf } from '../../../content/useSiteContent';
import { CATEGORY_NAMES, ratingOf } from '../destination-text';
import { RatingBadge } from './RatingBadge';
import { ContentText } from '../../../components/ContentText';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SafeImage } from '../../../components/SafeImage';

/** Picture, category, rating and location at the top of a destination's dialog. */
export function DestinationFacts({ destination }: { destination: Destination }) {
  const { i18n } = useLingui();
  return (
    <>
      <SafeImage
        sizes={PICTURE_SIZES.dialog}
        className="img-fluid rounded mb-3 dialog-image"
        {...destination.image}
        lang={langOf(destination.image, 'alt')}
        priority
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
