import { useState } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { DayPlanTabs } from './components/DayPlanTabs';
import { ExtendedPlans } from './components/ExtendedPlans';
import { ServiceCards } from './components/ServiceCards';
import { TourPlanDialog, type ChosenPlan } from './components/TourPlanDialog';
import './services.css';

export default function ServicesPage() {
  usePageTitle('Services and Tour Plans');
  const [chosen, setChosen] = useState<ChosenPlan | null>(null);

  return (
    <>
      <section className="services-hero text-white">
        <div className="container py-5">
          <h1 className="display-5 fw-bold">Our Services</h1>
          <p className="lead mb-0">
            Everything for a journey through Sri Lanka, planned by people who live here: routes,
            hotels, transport and certified local guides.
          </p>
        </div>
      </section>
      <ServiceCards />
      <DayPlanTabs onViewDetails={(plan, option) => setChosen({ plan, option })} />
      <ExtendedPlans />
      <TourPlanDialog chosen={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
