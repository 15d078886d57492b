import { featuredDestinations, type Destination } from '../../../content/destinations';
import { DestinationCard } from './DestinationCard';

export function FeaturedDestinations({ onOpen }: { onOpen: (destination: Destination) => void }) {
  return (
    <section className="py-5 featured-destinations" aria-labelledby="featured-title">
      <div className="container">
        <h2 id="featured-title" className="text-center mb-4">
          Featured Destinations
        </h2>
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
