import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { PageIcon } from '../../../components/page-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { HOME_SERVICES } from '../../../content/home';

export function ServiceCards() {
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
              <article className="page-card home-service animate-on-scroll">
                <div className="page-card-body">
                  <span className="icon-badge mb-3" aria-hidden="true">
                    <PageIcon name={service.icon} />
                  </span>
                  <h3 className="page-card-title">
                    <Link className="stretched-link" to="/services">
                      {service.title}
                    </Link>
                  </h3>
                  <p className="page-card-text">{service.text}</p>
                  <span className="card-cue" aria-hidden="true">
                    Learn more
                    <ArrowRightIcon />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
