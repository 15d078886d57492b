import { lazy, Suspense } from 'react';
import { MapPinIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { CONTACT, POSTAL_ADDRESS } from '../../../content/brand';
import { FIND_US, OFFICE_COORDINATES } from '../../../content/contact';

// The map's outline is fetched only when the section renders, keeping it out of the page's first load.
const SriLankaMap = lazy(() => import('../../../components/SriLankaMap'));

const OFFICE_PIN = [
  { id: 'office', label: `${POSTAL_ADDRESS.locality} office`, coordinates: OFFICE_COORDINATES },
];

/** Where we are: our address and how it sits on the island. */
export function ContactMap() {
  return (
    <section className="page-section" aria-labelledby="find-us-heading">
      <div className="container">
        <SectionHeading id="find-us-heading" eyebrow="Find us" title={FIND_US.title} />
        <div className="row g-4 align-items-center">
          <div className="col-md-6">
            <div className="find-us-card animate-on-scroll">
              <p className="find-us-address">
                <MapPinIcon />
                {CONTACT.address}
              </p>
              <p className="mb-0">{FIND_US.text}</p>
            </div>
          </div>
          <div className="col-md-6 contact-map">
            <Suspense fallback={null}>
              <SriLankaMap
                title={`Map of Sri Lanka showing our ${POSTAL_ADDRESS.locality} office`}
                pins={OFFICE_PIN}
              />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
