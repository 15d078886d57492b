import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { MapPinIcon } from '../../../components/icons';
import { PictureCard } from '../../../components/PictureCard';
import { langOf } from '../../../content/useSiteContent';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

export function HomeFeaturedDestinations({ cards }: SectionOf<'homeSection', 'featured'>) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="featured-heading">
      <div className="container">
        <SectionHeading
          id="featured-heading"
          eyebrow={i18n._('Featured destinations')}
          title={i18n._('Where our travellers fall in love')}
        />
        <ul className="row g-4 list-unstyled">
          {cards.map((destination) => (
            <li key={destination.id} className="col-md-6 col-lg-4">
              <PictureCard
                picture={destination.picture}
                title={destination.title}
                titleLang={langOf(destination, 'title')}
                to="/gallery"
                cue={i18n._('Explore')}
              >
                <p className="card-location" lang={langOf(destination, 'location')}>
                  <MapPinIcon />
                  {destination.location}
                </p>
                <ContentText as="p" className="page-card-text" of={destination} field="text" />
              </PictureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
