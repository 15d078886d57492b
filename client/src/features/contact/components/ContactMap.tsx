import { MapPinIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { CONTACT } from '../../../content/brand';
import { FIND_US } from '../../../content/contact';

/** Where we are: our address and how it sits on the island. */
export function ContactMap() {
  return (
    <section className="page-section" aria-labelledby="find-us-heading">
      <div className="container">
        <SectionHeading id="find-us-heading" eyebrow="Find us" title={FIND_US.title} />
        <div className="find-us-card animate-on-scroll">
          <p className="find-us-address">
            <MapPinIcon />
            {CONTACT.address}
          </p>
          <p className="mb-0">{FIND_US.text}</p>
        </div>
      </div>
    </section>
  );
}
