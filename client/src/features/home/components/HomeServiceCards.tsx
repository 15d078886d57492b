import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { IconCard } from '../../../components/IconCard';
import { SectionHeading } from '../../../components/SectionHeading';

export function HomeServiceCards({ cards }: SectionOf<'homeSection', 'services'>) {
  const { i18n } = useLingui();
  const toServices = { to: '/services', cue: i18n._('Learn more') };
  return (
    <section className="page-section pt-0" aria-labelledby="services-heading">
      <div className="container">
        <SectionHeading
          id="services-heading"
          eyebrow={i18n._('Why travel with us')}
          title={i18n._('Everything a great journey needs')}
        />
        <ul className="row g-4 list-unstyled">
          {cards.map((service) => (
            <li key={service.title} className="col-sm-6 col-lg-3">
              <IconCard {...service} link={toServices} texts={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
