import {
  cards,
  coordinates,
  heroFields,
  lines,
  linkAddress,
  PAGE_ICONS,
  slug,
} from './common-fields';
import { RESERVED_PAGE_SLUGS } from '../site-routes';
import { choice, list, markdown, object, optional, picture, text } from './fields';

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'TikTok', 'WhatsApp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** About's sections; its team members are entries of their own. */
export const ABOUT_SECTIONS = {
  hero: heroFields(),
  story: object({
    eyebrow: text(),
    title: text(),
    paragraphs: lines('Paragraph', 10),
    picture: picture(),
  }),
  gallery: object({ pictures: list(picture(), { min: 1, max: 12 }) }),
  vision: object({ eyebrow: text(), title: text(), text: text(), linkLabel: text() }),
  values: object({
    values: cards('Value', { icon: choice(PAGE_ICONS), title: text(), text: text() }),
  }),
};

/** Contact's sections; the addresses themselves are the brand's. */
export const CONTACT_SECTIONS = {
  hero: heroFields(),
  cards: object({
    cards: cards('Card', {
      channel: choice(['Email', ...SOCIAL_NETWORKS]),
      detail: text(),
      href: linkAddress(),
    }),
  }),
  bookingBenefits: object({ benefits: lines('Benefit', 12) }),
  whatsapp: object({ title: text(), text: text(), linkLabel: text() }),
  findUs: object({ title: text(), text: text(), office: coordinates() }),
};

export const SERVICES_SECTIONS = { hero: heroFields() };

export const DESTINATIONS_SECTIONS = {
  hero: heroFields(),
  /** What the short view of a destination without full details lists. */
  simpleView: object({ highlights: lines('Highlight', 10) }),
};

/**
 * A page of its own at /<slug>: the privacy notice, the terms, the imprint. Its slug is no
 * address the site has already (`login`, `de`, `api`).
 */
export const pageSchema = object({
  slug: { ...slug('Slug'), reserved: RESERVED_PAGE_SLUGS },
  hero: heroFields(),
  sections: list(
    object(
      { id: slug(), heading: text(), intro: optional(markdown()), points: lines('Point') },
      { label: 'Section' },
    ),
    { min: 1, max: 30 },
  ),
});
