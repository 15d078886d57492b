import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';
import { langOf } from '../../../content/useSiteContent';

const KEY_STEPS: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/** The island's four regions as tabs (WAI-ARIA tabs with automatic activation). */
export function RegionTabs({ regions }: SectionOf<'homeSection', 'regions'>) {
  const { i18n } = useLingui();
  const [selected, setSelected] = useState(regions[0].id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, regions.length - 1);
    setSelected(regions[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="page-section page-section-tint" aria-labelledby="regions-heading">
      <div className="container">
        <SectionHeading
          id="regions-heading"
          eyebrow={i18n._('Explore by region')}
          title={i18n._('One island, four worlds')}
        />
        <div className="region-tabs" role="tablist" aria-label={i18n._('Regions of Sri Lanka')}>
          {regions.map((region, index) => (
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
              <ContentText of={region} field="tab" />
            </button>
          ))}
        </div>
        {regions.map((region) => (
          <div
            key={region.id}
            role="tabpanel"
            id={`region-panel-${region.id}`}
            aria-labelledby={`region-tab-${region.id}`}
            hidden={region.id !== selected}
            className="region-panel"
          >
            <SafeImage
              sizes={PICTURE_SIZES.besideText}
              className="region-picture"
              {...region.picture}
              lang={langOf(region.picture, 'alt')}
            />
            <div className="region-text">
              <ContentText as="h3" className="page-serif" of={region} field="title" />
              <ContentText as="p" of={region} field="text" />
              <ul
                className="region-places"
                aria-label={i18n._('Places in {region}', { region: region.title })}
              >
                {region.places.map((place, index, places) => (
                  <ContentText as="li" key={place} of={places} field={index} />
                ))}
              </ul>
              <Link className="btn btn-primary page-btn" to="/gallery">
                {i18n._('Explore Region')}
                <span className="visually-hidden">
                  : <ContentText of={region} field="title" />
                </span>
                <ArrowRightIcon />
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
