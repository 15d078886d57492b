import { Link } from 'react-router-dom';
import { EXTENDED_PLANS } from '../../../content/tour-plans';
import { dayLabel } from '../itinerary';

export function ExtendedPlans() {
  return (
    <section className="py-5 extended-plans" aria-labelledby="extended-plans-title">
      <div className="container">
        <h2 id="extended-plans-title" className="text-center mb-4">
          Extended Tour Plans
        </h2>
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
        <div className="text-center mt-4">
          <p>Have something else in mind? We will design a route around you.</p>
          <Link to="/contact" className="btn btn-primary btn-lg">
            Request Custom Itinerary
          </Link>
        </div>
      </div>
    </section>
  );
}
