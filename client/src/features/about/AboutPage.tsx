import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { ABOUT_HERO } from '../../content/about';
import { usePageTitle } from '../../lib/usePageTitle';
import './about.css';
import { StorySection } from './components/StorySection';
import { TeamSection } from './components/TeamSection';
import { ValuesSection } from './components/ValuesSection';
import { VisionSection } from './components/VisionSection';

export default function AboutPage() {
  usePageTitle(ABOUT_HERO.title);
  return (
    <>
      <PageHero {...ABOUT_HERO} />
      <StorySection />
      <VisionSection />
      <ValuesSection />
      <TeamSection />
      <CallToAction
        id="about-cta-heading"
        title="Let us show you our Sri Lanka"
        text="Tell us what you would love to see, and we will plan the journey around you."
        primary={{ label: 'Contact Us', to: '/contact' }}
        secondary={{ label: 'Explore Destinations', to: '/gallery' }}
      />
    </>
  );
}
