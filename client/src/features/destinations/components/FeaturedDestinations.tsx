import { SectionHeading } from '../../../components/SectionHeading';
import { featuredDestinations, type Destination } from '../../../content/destinations';
import { DestinationCard } from './DestinationCard';

export function FeaturedDestinations({ onOpen }: { onOpen: (destination: Destination) => void }) {
  return (
    <section className="page-section" aria-labelledby="featured-title">
      <div className="container">
        <SectionHeading
          id="featured-title"
          eyebrow="Our favourites"
          title="Featured Destinations"
        />
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
          {featuredDestinations().map((destination) => (
            <li key={destination.id} className="col">
              <DestinationCard destination={destination} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
