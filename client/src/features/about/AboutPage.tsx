import { useLingui } from '@lingui/react';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { useContentSections, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import './about.css';
import { StorySection } from './components/StorySection';
import { TeamSection } from './components/TeamSection';
import { ValuesSection } from './components/ValuesSection';
import { VisionSection } from './components/VisionSection';

export default function AboutPage() {
  const { i18n } = useLingui();
  const about = useContentSections('aboutSection');
  const team = useSiteContent('teamMember');
  usePageTitle(about.hero.title);
  return (
    <>
      <PageHero hero={about.hero} />
      <StorySection story={about.story} gallery={about.gallery.pictures} />
      <VisionSection vision={about.vision} />
      <ValuesSection {...about.values} />
      <TeamSection members={team} />
      <CallToAction
        id="about-cta-heading"
        title={i18n._('Let us show you our Sri Lanka')}
        text={i18n._(
          'Tell us what you would love to see, and we will plan the journey around you.',
        )}
        primary={{ label: i18n._('Contact Us'), to: '/contact' }}
        secondary={{ label: i18n._('Explore Destinations'), to: '/gallery' }}
      />
    </>
  );
}
