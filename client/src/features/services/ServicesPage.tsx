import { useState } from 'react';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { SERVICES_HERO } from '../../content/services';
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
      <PageHero {...SERVICES_HERO} />
      <ServiceCards />
      <DayPlanTabs onViewDetails={(plan, option) => setChosen({ plan, option })} />
      <ExtendedPlans />
      <CallToAction
        id="services-cta-heading"
        title="Have something else in mind?"
        text="We will design a route around you: tell us your dates, your pace and what you love."
        primary={{ label: 'Request Custom Itinerary', to: '/contact' }}
        secondary={{ label: 'Explore Destinations', to: '/gallery' }}
      />
      <TourPlanDialog chosen={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
