import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { useContentSection, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import { DayPlanTabs } from './components/DayPlanTabs';
import { ExtendedPlans } from './components/ExtendedPlans';
import { ServiceCards } from './components/ServiceCards';
import type { ChosenPlan } from './components/TourPlanDialog';
import './services.css';

// The first screen shows no dialog: its code loads when a visitor first opens a plan.
const TourPlanDialog = lazy(() =>
  import('./components/TourPlanDialog').then(({ TourPlanDialog }) => ({
    default: TourPlanDialog,
  })),
);

export default function ServicesPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Services and Tour Plans'));
  const [chosen, setChosen] = useState<ChosenPlan | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const choose = (plan: ChosenPlan) => {
    setDialogWanted(true);
    setChosen(plan);
  };
  const hero = useContentSection('servicesSection', 'hero');
  const services = useSiteContent('serviceCard');
  const dayPlans = useSiteContent('dayPlan');
  const extendedPlans = useSiteContent('extendedPlan');

  return (
    <>
      <PageHero hero={hero} />
      <ServiceCards services={services} />
      <DayPlanTabs plans={dayPlans} onViewDetails={(plan, option) => choose({ plan, option })} />
      <ExtendedPlans plans={extendedPlans} />
      <CallToAction
        id="services-cta-heading"
        title={i18n._('Have something else in mind?')}
        text={i18n._(
          'We will design a route around you: tell us your dates, your pace and what you love.',
        )}
        primary={{ label: i18n._('Request Custom Itinerary'), to: '/contact' }}
        secondary={{ label: i18n._('Explore Destinations'), to: '/gallery' }}
      />
      {dialogWanted && (
        <Suspense fallback={null}>
          <TourPlanDialog chosen={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </>
  );
}
