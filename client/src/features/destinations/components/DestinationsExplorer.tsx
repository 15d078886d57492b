import { useLingui } from '@lingui/react';
import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import {
  destinationsIn,
  GALLERY_CATEGORIES,
  type Destination,
  type GalleryCategory,
} from '../destination-list';
import { SectionHeading } from '../../../components/SectionHeading';
import { CATEGORY_NAMES } from '../destination-text';
import { DestinationCard } from './DestinationCard';
import { DestinationMap } from './DestinationMap';

type View = 'grid' | 'map';

/** Category tabs with a grid or map of the destinations in the chosen category. */
interface DestinationsExplorerProps {
  destinations: readonly Destination[];
  onOpen: (destination: Destination) => void;
}

export function DestinationsExplorer({ destinations, onOpen }: DestinationsExplorerProps) {
  const { i18n } = useLingui();
  const [category, setCategory] = useState<GalleryCategory>('All');
  const [view, setView] = useState<View>('grid');

  return (
    <section className="page-section page-section-tint" aria-labelledby="explore-title">
      <div className="container">
        <SectionHeading
          id="explore-title"
          eyebrow={i18n._('Every region')}
          title={i18n._('Explore Destinations')}
          lead={i18n._(
            'Choose a kind of place, then open any destination for its highlights and practical tips.',
          )}
        />
        <Tab.Container
          id="destination-categories"
          activeKey={category}
          onSelect={(key) => key && setCategory(key as GalleryCategory)}
          transition={false}
        >
          <div className="explore-controls">
            <Nav
              variant="pills"
              className="category-tabs"
              aria-label={i18n._('Destination categories')}
            >
              {GALLERY_CATEGORIES.map((name) => (
                <Nav.Item key={name}>
                  <Nav.Link as="button" eventKey={name}>
                    {i18n._(CATEGORY_NAMES[name])}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <div className="btn-group view-toggle" role="group" aria-label={i18n._('View')}>
              {(['grid', 'map'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className={`btn ${view === option ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                >
                  {option === 'grid' ? i18n._('Grid') : i18n._('Map')}
                </button>
              ))}
            </div>
          </div>
          <Tab.Content>
            {GALLERY_CATEGORIES.map((name) => (
              <Tab.Pane key={name} eventKey={name} mountOnEnter unmountOnExit>
                {view === 'grid' ? (
                  <DestinationGrid
                    destinations={destinationsIn(destinations, name)}
                    onOpen={onOpen}
                  />
                ) : (
                  <DestinationMap
                    destinations={destinationsIn(destinations, name)}
                    onOpen={onOpen}
                  />
                )}
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Tab.Container>
      </div>
    </section>
  );
}

function DestinationGrid({
  destinations,
  onOpen,
}: {
  destinations: readonly Destination[];
  onOpen: (destination: Destination) => void;
}) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled destination-grid">
      {destinations.map((destination) => (
        <li key={destination.id} className="col">
          <DestinationCard destination={destination} onOpen={onOpen} exploreCue />
        </li>
      ))}
    </ul>
  );
}
