import { CheckIcon } from '../../../components/control-icons';
import { PictureCard } from '../../../components/PictureCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { POPULAR_PLANS } from '../../../content/home';

export function PopularPlans() {
  return (
    <section className="page-section" aria-labelledby="plans-heading">
      <div className="container">
        <SectionHeading
          id="plans-heading"
          eyebrow="Popular tour plans"
          title="Short on time? Start here"
          lead="Ready-made plans that your guide adapts to your pace, your stays and your interests."
        />
        <ul className="row g-4 list-unstyled">
          {POPULAR_PLANS.map((plan) => (
            <li key={plan.id} className="col-md-6 col-lg-4">
              <PictureCard
                picture={plan.picture}
                title={plan.title}
                to="/services"
                cue="View plan"
                badge={`${plan.days} days`}
              >
                <p className="page-card-text">{plan.summary}</p>
                <ul className="check-list">
                  {plan.highlights.map((highlight) => (
                    <li key={highlight}>
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
