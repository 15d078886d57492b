import { cards, PAGE_ICONS, lines, siteFileAddress, slug } from './common-fields';
import { choice, code, object, optional, picture, text } from './fields';

/** Home's sections, each its own entry. */
export const HOME_SECTIONS = {
  hero: object({
    eyebrow: text(),
    title: text(),
    lead: text(),
    poster: picture({ decorative: true }),
    video: optional(
      object({
        src: code({
          label: 'Film',
          pattern: siteFileAddress('video'),
          shape: 'a film of the site',
        }),
        type: code({ label: 'Film type', pattern: /^video\/[\w-]+$/, shape: 'a video type' }),
      }),
    ),
  }),
  welcome: object({
    eyebrow: text(),
    title: text(),
    paragraphs: lines('Paragraph', 10),
    linkLabel: text(),
    picture: picture(),
  }),
  services: object({
    cards: cards('Service', { icon: choice(PAGE_ICONS), title: text(), text: text() }),
  }),
  carousel: object({
    slides: cards('Slide', {
      id: slug(),
      title: text(),
      place: text(),
      text: text(),
      picture: picture(),
    }),
  }),
  featured: object({
    cards: cards('Destination', {
      id: slug(),
      title: text(),
      location: text(),
      text: text(),
      picture: picture(),
    }),
  }),
  experiences: object({
    cards: cards('Experience', { title: text(), text: text(), picture: picture() }),
  }),
  regions: object({
    regions: cards('Region', {
      id: slug(),
      tab: text(),
      title: text(),
      text: text(),
      places: lines('Place'),
      picture: picture(),
    }),
  }),
  howItWorks: object({ steps: cards('Step', { title: text(), text: text() }) }),
  letterhead: object({
    href: code({ label: 'File', pattern: /^\/[\w.-]+\.pdf$/, shape: 'a PDF of the site' }),
    fileName: code({ pattern: /^[\w.-]+\.pdf$/, shape: 'a PDF file name' }),
    title: text(),
    text: text(),
  }),
};
