import { useState } from 'react';
import { BOOK_GUIDE_PATH } from '../../content/nav-links';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { GALLERY_HERO, type Destination } from '../../content/destinations';
import { usePageTitle } from '../../lib/usePageTitle';
import { DestinationDialog } from './components/DestinationDialog';
import { DestinationsExplorer } from './components/DestinationsExplorer';
import { FeaturedDestinations } from './components/FeaturedDestinations';
import { InfoStrip } from './components/InfoStrip';
import './gallery.css';

export default function GalleryPage() {
  usePageTitle('Destinations');
  const [open, setOpen] = useState<Destination | null>(null);

  return (
    <>
      <PageHero {...GALLERY_HERO} />
      <FeaturedDestinations onOpen={setOpen} />
      <DestinationsExplorer onOpen={setOpen} />
      <InfoStrip />
      <CallToAction
        id="gallery-cta-heading"
        title="Found a place you would love to see?"
        text="A local guide will build your days around it, with the best hours and the quiet corners."
        primary={{ label: 'Book a Guide', to: BOOK_GUIDE_PATH }}
        secondary={{ label: 'See Tour Plans', to: '/services' }}
      />
      <DestinationDialog destination={open} onClose={() => setOpen(null)} />
    </>
  );
}
