// Today's content of the public pages (client/src/content), as the entries of the content model:
// read by export.mjs, which writes the seed of the site-content migration.
import * as about from '../../client/src/content/about';
import * as brand from '../../client/src/content/brand';
import * as contact from '../../client/src/content/contact';
import * as destinations from '../../client/src/content/destinations';
import { FAQ_ITEMS } from '../../client/src/content/faq';
import { POPULAR_DESTINATIONS } from '../../client/src/content/footer-destinations';
import * as home from '../../client/src/content/home';
import * as privacy from '../../client/src/content/privacy';
import { SERVICES, SERVICES_HERO } from '../../client/src/content/services';
import { EXTENDED_PLANS, TOUR_PLANS } from '../../client/src/content/tour-plans';
import {
  CONTENT_KINDS,
  keyOfDocument,
  type ContentKind,
  type ListKind,
} from '../../server/src/shared/content';
import { IMPRINT_PAGE, TERMS_PAGE } from './new-pages';

export interface SeedEntry {
  kind: ContentKind;
  key: string;
  document: object;
}

type ListKindName = {
  [K in ContentKind]: (typeof CONTENT_KINDS)[K] extends ListKind ? K : never;
}[ContentKind];

/** The entries of a list kind, each keyed by its kind's key field. */
const each = (kind: ListKindName, documents: readonly object[]): SeedEntry[] =>
  documents.map((document) => ({
    kind,
    key: keyOfDocument(CONTENT_KINDS[kind], document as Record<string, unknown>),
    document,
  }));

const sectionsOf = (kind: ContentKind, documents: Record<string, object>): SeedEntry[] =>
  Object.entries(documents).map(([key, document]) => ({ kind, key, document }));

const destinationDocuments = destinations.DESTINATIONS.map((destination) => {
  const fixed = destinations.FIXED_PRACTICAL_TEXTS[destination.id];
  return fixed ? { ...destination, fixedPracticalTexts: fixed } : destination;
});

export const TODAYS_CONTENT: SeedEntry[] = [
  ...each('destination', destinationDocuments),
  ...each('dayPlan', TOUR_PLANS),
  ...each('popularPlan', home.POPULAR_PLANS),
  ...each('extendedPlan', EXTENDED_PLANS),
  ...each('serviceCard', SERVICES),
  ...each('faqItem', FAQ_ITEMS),
  {
    kind: 'teamMember',
    key: 'chaminda-perera',
    document: {
      id: 'chaminda-perera',
      ...about.TEAM_MEMBER,
      phone: brand.CONTACT.phone,
      email: brand.CONTACT.email,
    },
  },
  {
    kind: 'page',
    key: 'privacy',
    document: { slug: 'privacy', hero: privacy.PRIVACY_HERO, sections: privacy.PRIVACY_SECTIONS },
  },
  { kind: 'page', key: 'terms', document: TERMS_PAGE },
  { kind: 'page', key: 'imprint', document: IMPRINT_PAGE },
  ...sectionsOf('homeSection', {
    hero: home.HOME_HERO,
    welcome: home.WELCOME,
    services: { cards: home.HOME_SERVICES },
    carousel: { slides: home.CAROUSEL_SLIDES },
    featured: { cards: home.FEATURED_DESTINATIONS },
    experiences: { cards: home.EXPERIENCES },
    regions: { regions: home.REGIONS },
    howItWorks: { steps: home.HOW_IT_WORKS },
    letterhead: home.LETTERHEAD,
  }),
  ...sectionsOf('aboutSection', {
    hero: about.ABOUT_HERO,
    story: about.ABOUT_STORY,
    gallery: { pictures: about.ABOUT_GALLERY },
    vision: about.ABOUT_VISION,
    values: { values: about.CORE_VALUES },
  }),
  ...sectionsOf('contactSection', {
    hero: contact.CONTACT_HERO,
    cards: { cards: contact.CONTACT_CARDS },
    bookingBenefits: { benefits: contact.BOOKING_BENEFITS },
    whatsapp: contact.WHATSAPP_ALTERNATIVE,
    findUs: { ...contact.FIND_US, office: contact.OFFICE_COORDINATES },
  }),
  ...sectionsOf('servicesSection', { hero: SERVICES_HERO }),
  ...sectionsOf('destinationsSection', {
    hero: destinations.GALLERY_HERO,
    simpleView: { highlights: destinations.SIMPLE_VIEW_HIGHLIGHTS },
  }),
  {
    kind: 'brand',
    key: 'brand',
    document: {
      ...brand.BRAND,
      postalAddress: brand.POSTAL_ADDRESS,
      contact: brand.CONTACT,
      socialLinks: brand.SOCIAL_LINKS,
      footerDestinations: POPULAR_DESTINATIONS,
    },
  },
];
