import { useState } from 'react';
import type { Destination } from '../../content/destinations';
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
      <section className="gallery-hero text-white">
        <img
          src="/images/destinations/sigiriya.svg"
          alt=""
          width={800}
          height={500}
          fetchPriority="high"
          className="gallery-hero-image"
        />
        <div className="container position-relative py-5">
          <h1 className="display-5 fw-bold">Explore the Beauty of Sri Lanka</h1>
          <p className="lead mb-0">
            Ancient cities, misty tea hills, wild national parks and golden beaches: find the places
            that call to you.
          </p>
        </div>
      </section>
      <FeaturedDestinations onOpen={setOpen} />
      <DestinationsExplorer onOpen={setOpen} />
      <InfoStrip />
      <DestinationDialog destination={open} onClose={() => setOpen(null)} />
    </>
  );
}
