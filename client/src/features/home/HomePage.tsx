import { CallToAction } from '../../components/CallToAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { FeedbackSection } from '../feedback';
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
  usePageTitle('Guided Tours of Sri Lanka');
  return (
    <>
      <HomeHero />
      <WelcomeSection />
      <HomeServiceCards />
      <DestinationCarousel />
      <HomeFeaturedDestinations />
      <ExperienceCards />
      <PopularPlans />
      <RegionTabs />
      <HowItWorks />
      <LetterheadDownload />
      <CallToAction
        id="home-cta-heading"
        title="Ready to explore Sri Lanka?"
        text="Tell us your dates and interests, and a certified local guide will reply within 24 hours."
        primary={{ label: 'Book a Guide', to: '/contact' }}
        secondary={{ label: 'Explore Destinations', to: '/gallery' }}
      />
      <FeedbackSection />
    </>
  );
}
