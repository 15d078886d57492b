import { MapPinIcon } from '../../../components/icons';
import { PictureCard } from '../../../components/PictureCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { FEATURED_DESTINATIONS } from '../../../content/home';

export function HomeFeaturedDestinations() {
  return (
    <section className="page-section" aria-labelledby="featured-heading">
      <div className="container">
        <SectionHeading
          id="featured-heading"
          eyebrow="Featured destinations"
          title="Where our travellers fall in love"
        />
        <ul className="row g-4 list-unstyled">
          {FEATURED_DESTINATIONS.map((destination) => (
            <li key={destination.id} className="col-md-6 col-lg-4">
              <PictureCard
                picture={destination.picture}
                title={destination.title}
                to="/gallery"
                cue="Explore"
              >
                <p className="card-location">
                  <MapPinIcon />
                  {destination.location}
                </p>
                <p className="page-card-text">{destination.text}</p>
              </PictureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
