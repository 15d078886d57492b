import { SectionHeading } from '../../../components/SectionHeading';
import { EXTENDED_PLANS } from '../../../content/tour-plans';
import { dayLabel } from '../itinerary';

export function ExtendedPlans() {
  return (
    <section className="page-section" aria-labelledby="extended-plans-title">
      <div className="container">
        <SectionHeading
          id="extended-plans-title"
          eyebrow="More time on the island"
          title="Extended Tour Plans"
        />
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 list-unstyled">
          {EXTENDED_PLANS.map((plan) => (
            <li key={plan.days} className="col">
              <div className="extended-plan h-100">
                <p className="extended-plan-days mb-1">{dayLabel(plan.days)}</p>
                <h3 className="h6 mb-1">{plan.title}</h3>
                <p className="mb-0 small">{plan.route}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
