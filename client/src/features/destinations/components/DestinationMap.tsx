import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { Destination, DestinationCategory } from '../destination-list';
import { CATEGORY_COLORS, CATEGORY_NAMES } from '../destination-text';

// The map and its outline load only when a visitor switches to the map view.
const SriLankaMap = lazy(() => import('../../../components/SriLankaMap'));

interface DestinationMapProps {
  destinations: readonly Destination[];
  onOpen: (destination: Destination) => void;
}

export function DestinationMap({ destinations, onOpen }: DestinationMapProps) {
  const { i18n } = useLingui();
  const categories = [...new Set(destinations.map((d) => d.category))] as DestinationCategory[];
  const pins = destinations.map((destination) => ({
    id: destination.id,
    label: `${destination.name}, ${destination.location}`,
    coordinates: destination.coordinates,
    color: CATEGORY_COLORS[destination.category],
  }));
  const open = (id: number | string) => {
    const chosen = destinations.find((destination) => destination.id === id);
    if (chosen) onOpen(chosen);
  };

  return (
    <div className="row g-4 align-items-start">
      <div className="col-md-7 col-lg-6 mx-auto destination-map">
        <Suspense fallback={<div className="sri-lanka-map-placeholder" />}>
          <SriLankaMap title={i18n._('Destinations on the map')} pins={pins} onSelectPin={open} />
        </Suspense>
      </div>
      <div className="col-md-5 col-lg-4">
        <p>{i18n._('Select a pin to read about a destination.')}</p>
        <h3 className="h6">{i18n._('Legend')}</h3>
        <ul className="list-unstyled map-legend">
          {categories.map((category) => (
            <li key={category}>
              <span
                className="map-legend-swatch"
                style={{ background: CATEGORY_COLORS[category] }}
                aria-hidden="true"
              />
              {i18n._(CATEGORY_NAMES[category])}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
