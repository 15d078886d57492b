import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PictureValue } from '@lanka-tours/shared/content';
import { render } from './support/english';
import { seedDocuments, seedSection } from '../support/seed-content';
import { DestinationCard } from '../../client/src/features/destinations/components/DestinationCard';
import { TourPlanCard } from '../../client/src/features/services/components/TourPlanCard';
import { DestinationCarousel } from '../../client/src/features/home/components/DestinationCarousel';
import { HomeFeaturedDestinations } from '../../client/src/features/home/components/HomeFeaturedDestinations';

/** A picture a guide uploaded (1600 px wide, so stored at 320, 640, 1280 and 1600 px). */
const FILES = '/media/5d0c1c2e-8f4b-4c36-9d4a-2f0f6a1d3b7e';
const uploaded = (alt: string): PictureValue => ({
  src: `${FILES}/1600.webp`,
  alt,
  width: 1600,
  height: 1000,
});

/** The picture shown with `alt`, which must offer the 640 px file to a narrow place. */
function expectNarrowFileOffered(alt: string) {
  const picture = screen.getByRole('img', { name: alt });
  expect(picture).toHaveAttribute('src', `${FILES}/1600.webp`);
  expect(picture).toHaveAttribute('srcset', expect.stringContaining(`${FILES}/640.webp 640w`));
  expect(picture).toHaveAttribute('sizes', expect.stringMatching(/vw/));
}

describe('A picture a guide uploaded, wherever the pages show it', () => {
  it('on a destination’s card, with the alt text the guide typed', () => {
    const [ella] = seedDocuments('destination').filter(({ id }) => id === 3);
    render(
      <DestinationCard
        destination={{ ...ella, image: uploaded('Nine arches over a green valley') }}
        onOpen={() => {}}
      />,
    );

    expectNarrowFileOffered('Nine arches over a green valley');
  });

  it('on a tour plan’s card', () => {
    const [plan] = seedDocuments('dayPlan');
    const option = { ...plan.options[0], image: uploaded('A tuk-tuk on the coast road') };
    render(
      <MemoryRouter>
        <TourPlanCard option={option} popular onViewDetails={() => {}} />
      </MemoryRouter>,
    );

    expectNarrowFileOffered('A tuk-tuk on the coast road');
  });

  it('on Home’s featured cards and carousel', () => {
    const featured = seedSection('homeSection', 'featured');
    const carousel = seedSection('homeSection', 'carousel');
    const [card, ...cards] = featured.cards;
    const [slide, ...slides] = carousel.slides;
    render(
      <MemoryRouter>
        <HomeFeaturedDestinations
          {...featured}
          cards={[{ ...card, picture: uploaded('Stilt fishermen at Koggala') }, ...cards]}
        />
        <DestinationCarousel
          {...carousel}
          slides={[{ ...slide, picture: uploaded('Sigiriya above the forest') }, ...slides]}
        />
      </MemoryRouter>,
    );

    expectNarrowFileOffered('Stilt fishermen at Koggala');
    expectNarrowFileOffered('Sigiriya above the forest');
  });
});
