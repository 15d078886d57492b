import { useLingui } from '@lingui/react';
import { CheckIcon } from '../../../components/control-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { langOf } from '../../../content/useSiteContent';
import { ServiceIcon } from '../../../components/ServiceIcon';
import type { DocumentOf } from '@lanka-tours/shared/content';
import { ContentText } from '../../../components/ContentText';

export function ServiceCards({ services }: { services: DocumentOf<'serviceCard'>[] }) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow={i18n._('What we do')}
          title={i18n._('What We Offer')}
        />
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {services.map((service) => (
            <li key={service.id} className="col">
              <article className="page-card">
                <div className="page-card-body">
                  <span className="icon-badge mb-3" aria-hidden="true">
                    <ServiceIcon name={service.icon} />
                  </span>
                  <ContentText as="h3" className="page-card-title" of={service} field="title" />
                  <ContentText as="p" className="page-card-text" of={service} field="description" />
                  <ul className="check-list mb-0">
                    {service.features.map((feature, index, features) => (
                      <li key={feature} lang={langOf(features, index)}>
                        <CheckIcon />
                        {feature}
                      </li>
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
