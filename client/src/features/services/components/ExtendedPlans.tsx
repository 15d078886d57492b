import { useLingui } from '@lingui/react';
import { SectionHeading } from '../../../components/SectionHeading';
import type { DocumentOf } from '@lanka-tours/shared/content';
import { dayLabel } from '../itinerary';
import { ContentText } from '../../../components/ContentText';

export function ExtendedPlans({ plans }: { plans: DocumentOf<'extendedPlan'>[] }) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="extended-plans-title">
      <div className="container">
        <SectionHeading
          id="extended-plans-title"
          eyebrow={i18n._('More time on the island')}
          title={i18n._('Extended Tour Plans')}
        />
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 list-unstyled">
          {plans.map((plan) => (
            <li key={plan.days} className="col">
              <div className="extended-plan h-100">
                <p className="extended-plan-days mb-1">{dayLabel(plan.days, i18n)}</p>
                <ContentText as="h3" className="h6 mb-1" of={plan} field="title" />
                <ContentText as="p" className="mb-0 small" of={plan} field="route" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
