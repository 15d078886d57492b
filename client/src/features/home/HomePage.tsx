import { useLingui } from '@lingui/react';
import { CallToAction } from '../../components/CallToAction';
import { useContentSections, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import { FeedbackSection } from './components/FeedbackSection';
import { DestinationCarousel } from './components/DestinationCarousel';
import { ExperienceCards } from './components/ExperienceCards';
import { HomeFeaturedDestinations } from './components/HomeFeaturedDestinations';
import { HomeHero } from './components/HomeHero';
import { HowItWorks } from './components/HowItWorks';
import { LetterheadDownload } from './components/LetterheadDownload';
import { PopularPlans } from './components/PopularPlans';
import { RegionTabs } from './components/RegionTabs';
import { HomeServiceCards } from './components/HomeServiceCards';
import { WelcomeSection } from './components/WelcomeSection';
import './home.css';

export default function HomePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Guided Tours of Sri Lanka'));
  const home = useContentSections('homeSection');
  const popularPlans = useSiteContent('popularPlan');
  return (
    <>
      <HomeHero hero={home.hero} />
      <WelcomeSection welcome={home.welcome} />
      <HomeServiceCards {...home.services} />
      <DestinationCarousel {...home.carousel} />
      <HomeFeaturedDestinations {...home.featured} />
      <ExperienceCards {...home.experiences} />
      <PopularPlans plans={popularPlans} />
      <RegionTabs {...home.regions} />
      <HowItWorks {...home.howItWorks} />
      <LetterheadDownload letterhead={home.letterhead} />
      <CallToAction
        id="home-cta-heading"
        title={i18n._('Ready to explore Sri Lanka?')}
        text={i18n._(
          'Tell us your dates and interests, and a certified local guide will reply within 24 hours.',
        )}
        primary={{ label: i18n._('Book a Guide'), to: '/contact' }}
        secondary={{ label: i18n._('Explore Destinations'), to: '/gallery' }}
      />
      <FeedbackSection />
    </>
  );
}
