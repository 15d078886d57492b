import { useLingui } from '@lingui/react';
import { BOOK_GUIDE_PATH } from '../../lib/nav-links';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { useBrand, useContentSections, useSiteContent } from '../../content/useSiteContent';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookGuideSection } from './components/BookGuideSection';
import { ContactCards } from './components/ContactCards';
import { ContactMap } from './components/ContactMap';
import { FaqSection } from './components/FaqSection';
import { WhatsAppSection } from './components/WhatsAppSection';
import './contact.css';

export default function ContactPage() {
  const { i18n } = useLingui();
  const contact = useContentSections('contactSection');
  const brand = useBrand();
  const faqItems = useSiteContent('faqItem');
  usePageTitle(contact.hero.title);
  return (
    <>
      <PageHero hero={contact.hero} />
      <ContactCards {...contact.cards} />
      <BookGuideSection {...contact.bookingBenefits} />
      <WhatsAppSection whatsapp={contact.whatsapp} href={brand.contact.whatsappHref} />
      <ContactMap findUs={contact.findUs} brand={brand} />
      <FaqSection items={faqItems} />
      <CallToAction
        id="contact-cta-heading"
        title={i18n._('Ready when you are')}
        text={i18n._('Send your request now, or browse the places our guides love to show.')}
        primary={{ label: i18n._('Book a Guide'), to: BOOK_GUIDE_PATH }}
        secondary={{ label: i18n._('Explore Destinations'), to: '/gallery' }}
      />
    </>
  );
}
