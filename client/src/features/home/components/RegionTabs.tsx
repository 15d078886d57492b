import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';
import { REGIONS, type RegionId } from '../../../content/home';

const KEY_STEPS: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/** The island's four regions as tabs (WAI-ARIA tabs with automatic activation). */
export function RegionTabs() {
  const [selected, setSelected] = useState<RegionId>(REGIONS[0].id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, REGIONS.length - 1);
    setSelected(REGIONS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="page-section page-section-tint" aria-labelledby="regions-heading">
      <div className="container">
        <SectionHeading
          id="regions-heading"
          eyebrow="Explore by region"
          title="One island, four worlds"
        />
        <div className="region-tabs" role="tablist" aria-label="Regions of Sri Lanka">
          {REGIONS.map((region, index) => (
            <button
              key={region.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`region-tab-${region.id}`}
              aria-controls={`region-panel-${region.id}`}
              aria-selected={region.id === selected}
              tabIndex={region.id === selected ? 0 : -1}
              className="region-tab"
              onClick={() => setSelected(region.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {region.tab}
            </button>
          ))}
        </div>
        {REGIONS.map((region) => (
          <div
            key={region.id}
            role="tabpanel"
            id={`region-panel-${region.id}`}
            aria-labelledby={`region-tab-${region.id}`}
            hidden={region.id !== selected}
            className="region-panel"
          >
            <SafeImage className="region-picture" {...region.picture} />
            <div className="region-text">
              <h3 className="page-serif">{region.title}</h3>
              <p>{region.text}</p>
              <ul className="region-places" aria-label={`Places in ${region.title}`}>
                {region.places.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
              <Link className="btn btn-primary page-btn" to="/gallery">
                Explore Region
                <span className="visually-hidden">: {region.title}</span>
                <ArrowRightIcon />
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
