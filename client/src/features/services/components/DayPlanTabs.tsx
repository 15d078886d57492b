import { useLingui } from '@lingui/react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { SectionHeading } from '../../../components/SectionHeading';
import { dayLabel, type DayPlan, type TourOption } from '../itinerary';
import { TourPlanCard } from './TourPlanCard';

interface DayPlanTabsProps {
  plans: DayPlan[];
  onViewDetails: (plan: DayPlan, option: TourOption) => void;
}

/**
 * One tab per trip length, each with its options; the first option is the popular one. Every
 * tab's plans are in the page the server renders, the hidden ones too: search engines read them
 * there, and the page's structured data describes them all.
 */
export function DayPlanTabs({ plans, onViewDetails }: DayPlanTabsProps) {
  const { i18n } = useLingui();
  return (
    <section className="page-section page-section-tint" aria-labelledby="tour-plans-title">
      <div className="container">
        <SectionHeading
          id="tour-plans-title"
          eyebrow={i18n._('Day by day')}
          title={i18n._('Tour Plans')}
          lead={i18n._('Choose the length of your stay to see our suggested routes.')}
        />
        <Tab.Container id="day-plans" defaultActiveKey={String(plans[0]?.days)} transition={false}>
          <Nav
            variant="pills"
            className="day-tabs justify-content-center mb-4"
            aria-label={i18n._('Trip length')}
          >
            {plans.map((plan) => (
              <Nav.Item key={plan.days}>
                <Nav.Link as="button" eventKey={String(plan.days)}>
                  {dayLabel(plan.days, i18n)}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Tab.Content>
            {plans.map((plan) => (
              <Tab.Pane key={plan.days} eventKey={String(plan.days)}>
                <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled justify-content-center">
                  {plan.options.map((option, index) => (
                    <li key={option.id} className="col">
                      <TourPlanCard
                        option={option}
                        popular={index === 0}
                        onViewDetails={() => onViewDetails(plan, option)}
                      />
                    </li>
                  ))}
                </ul>
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Tab.Container>
      </div>
    </section>
  );
}
