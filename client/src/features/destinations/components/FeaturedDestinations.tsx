import { useLingui } from '@lingui/react';
import { SectionHeading } from '../../../components/SectionHeading';
import { featuredDestinations, type Destination } from '../destination-list';
import { DestinationCard } from './DestinationCard';

interface FeaturedDestinationsProps {
  destinations: readonly Destination[];
  onOpen: (destination: Destination) => void;
}

export function FeaturedDestinations({ destinations, onOpen }: FeaturedDestinationsProps) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="featured-title">
      <div className="container">
        <SectionHeading
          id="featured-title"
          eyebrow={i18n._('Our favourites')}
          title={i18n._('Featured Destinations')}
        />
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
          {featuredDestinations(destinations).map((destination) => (
            <li key={destination.id} className="col">
              <DestinationCard destination={destination} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
