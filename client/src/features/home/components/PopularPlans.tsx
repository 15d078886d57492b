import { useLingui } from '@lingui/react';
import type { DocumentOf } from '@lanka-tours/shared/content';
import { CheckIcon } from '../../../components/control-icons';
import { PictureCard } from '../../../components/PictureCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { langOf } from '../../../content/useSiteContent';
import { ContentText } from '../../../components/ContentText';

export function PopularPlans({ plans }: { plans: DocumentOf<'popularPlan'>[] }) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="plans-heading">
      <div className="container">
        <SectionHeading
          id="plans-heading"
          eyebrow={i18n._('Popular tour plans')}
          title={i18n._('Short on time? Start here')}
          lead={i18n._(
            'Ready-made plans that your guide adapts to your pace, your stays and your interests.',
          )}
        />
        <ul className="row g-4 list-unstyled">
          {plans.map((plan) => (
            <li key={plan.id} className="col-md-6 col-lg-4">
              <PictureCard
                picture={plan.picture}
                title={plan.title}
                titleLang={langOf(plan, 'title')}
                to="/services"
                cue={i18n._('View plan')}
                badge={i18n._('{days, plural, other {# days}}', { days: plan.days })}
              >
                <ContentText as="p" className="page-card-text" of={plan} field="summary" />
                <ul className="check-list">
                  {plan.highlights.map((highlight, index, highlights) => (
                    <li key={highlight} lang={langOf(highlights, index)}>
                      <CheckIcon />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </PictureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
