import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { BOOK_GUIDE_PATH } from '../../lib/nav-links';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { useContentSections, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import type { Destination } from './destination-list';
import { DestinationsExplorer } from './components/DestinationsExplorer';
import { FeaturedDestinations } from './components/FeaturedDestinations';
import { InfoStrip } from './components/InfoStrip';
import './gallery.css';

// The first screen shows no dialog: its code loads when a visitor first opens a destination.
const DestinationDialog = lazy(() =>
  import('./components/DestinationDialog').then(({ DestinationDialog }) => ({
    default: DestinationDialog,
  })),
);

export default function GalleryPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Destinations'));
  const [open, setOpen] = useState<Destination | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const openDestination = (destination: Destination) => {
    setDialogWanted(true);
    setOpen(destination);
  };
  const sections = useContentSections('destinationsSection');
  const destinations = useSiteContent('destination');

  return (
    <>
      <PageHero hero={sections.hero} />
      <FeaturedDestinations destinations={destinations} onOpen={openDestination} />
      <DestinationsExplorer destinations={destinations} onOpen={openDestination} />
      <InfoStrip />
      <CallToAction
        id="gallery-cta-heading"
        title={i18n._('Found a place you would love to see?')}
        text={i18n._(
          'A local guide will build your days around it, with the best hours and the quiet corners.',
        )}
        primary={{ label: i18n._('Book a Guide'), to: BOOK_GUIDE_PATH }}
        secondary={{ label: i18n._('See Tour Plans'), to: '/services' }}
      />
      {dialogWanted && (
        <Suspense fallback={null}>
          <DestinationDialog
            destination={open}
            simpleViewHighlights={sections.simpleView.highlights}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
