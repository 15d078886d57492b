import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { lazy, Suspense } from 'react';
import { MapPinIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';
import { langOf, type Brand } from '../../../content/useSiteContent';

// The map's outline is fetched only when the section renders, keeping it out of the page's first load.
const SriLankaMap = lazy(() => import('../../../components/SriLankaMap'));

interface ContactMapProps {
  findUs: SectionOf<'contactSection', 'findUs'>;
  brand: Brand;
}

/** Where we are: our address and how it sits on the island. */
export function ContactMap({ findUs, brand }: ContactMapProps) {
  const { i18n } = useLingui();
  const { locality } = brand.postalAddress;
  const officePin = [
    { id: 'office', label: i18n._('{locality} office', { locality }), coordinates: findUs.office },
  ];
  return (
    <section className="page-section" aria-labelledby="find-us-heading">
      <div className="container">
        <SectionHeading
          id="find-us-heading"
          eyebrow={i18n._('Find us')}
          title={findUs.title}
          texts={findUs}
        />
        <div className="row g-4 align-items-center">
          <div className="col-md-6">
            <div className="find-us-card animate-on-scroll">
              <p className="find-us-address" lang={langOf(brand.contact, 'address')}>
                <MapPinIcon />
                {brand.contact.address}
              </p>
              <ContentText as="p" className="mb-0" of={findUs} field="text" />
            </div>
          </div>
          <div className="col-md-6 contact-map">
            <Suspense fallback={null}>
              <SriLankaMap
                title={i18n._('Map of Sri Lanka showing our {locality} office', { locality })}
                pins={officePin}
              />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
