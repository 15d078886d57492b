import { IconCard } from '../../../components/IconCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { HOME_SERVICES } from '../../../content/home';

const TO_SERVICES = { to: '/services', cue: 'Learn more' };

export function HomeServiceCards() {
  return (
    <section className="page-section pt-0" aria-labelledby="services-heading">
      <div className="container">
        <SectionHeading
          id="services-heading"
          eyebrow="Why travel with us"
          title="Everything a great journey needs"
        />
        <ul className="row g-4 list-unstyled">
          {HOME_SERVICES.map((service) => (
            <li key={service.title} className="col-sm-6 col-lg-3">
              <IconCard {...service} link={TO_SERVICES} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
