import { ServiceIcon } from '../../../components/ServiceIcon';
import { SERVICES } from '../../../content/services';

export function ServiceCards() {
  return (
    <section className="py-5" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="text-center mb-4">
          What We Offer
        </h2>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {SERVICES.map((service) => (
            <li key={service.id} className="col">
              <article className="card h-100 border-0 shadow-sm service-card">
                <div className="card-body">
                  <span className="service-icon">
                    <ServiceIcon name={service.icon} />
                  </span>
                  <h3 className="h5 mt-3">{service.title}</h3>
                  <p>{service.description}</p>
                  <ul className="service-features">
                    {service.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
