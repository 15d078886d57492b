import { BOOK_GUIDE_PATH } from '../../content/nav-links';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { CONTACT_HERO } from '../../content/contact';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookGuideSection } from './components/BookGuideSection';
import { ContactCards } from './components/ContactCards';
import { ContactMap } from './components/ContactMap';
import { FaqSection } from './components/FaqSection';
import { WhatsAppSection } from './components/WhatsAppSection';
import './contact.css';

export default function ContactPage() {
  usePageTitle(CONTACT_HERO.title);
  return (
    <>
      <PageHero {...CONTACT_HERO} />
      <ContactCards />
      <BookGuideSection />
      <WhatsAppSection />
      <ContactMap />
      <FaqSection />
      <CallToAction
        id="contact-cta-heading"
        title="Ready when you are"
        text="Send your request now, or browse the places our guides love to show."
        primary={{ label: 'Book a Guide', to: BOOK_GUIDE_PATH }}
        secondary={{ label: 'Explore Destinations', to: '/gallery' }}
      />
    </>
  );
}
