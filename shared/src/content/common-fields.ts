import { code, list, number, object, picture, text, type Field, type ValueOf } from './fields';

/**
 * One name in a file's address: words joined by single dots. So an address is already as a
 * browser resolves it, and stays in its folder: no `.` or `..` segment, no empty one, no escape
 * (`%2e`) and no backslash.
 */
const FILE_NAME = String.raw`[\w-]+(?:\.[\w-]+)*`;

/** The address of a file the site serves from `folder` (`/video/…`), in subfolders or not. */
export const siteFileAddress = (folder: string) => new RegExp(`^/${folder}(?:/${FILE_NAME})+$`);

/** A picture the site serves: an illustration (/images/…) or an uploaded photo (/media/…). */
export const IMAGE_ADDRESS = siteFileAddress('(?:images|media)');

/**
 * Where a link leads: a page of the site, an https address, an email or a phone number. A page's
 * path starts with a single slash: `//host/…` (and `/\host`) is another site to a browser.
 */
export const linkAddress = (label = 'Link') =>
  code({
    label,
    pattern: /^(\/(?!\/)[\w./#?=&-]*|https:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?\d+)$/,
    shape: 'a page of the site, an https:// address, mailto: or tel:',
  });

/** Names an item in addresses and anchors: lower-case words joined by hyphens. */
export const slug = (label = 'Id') =>
  code({ label, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, shape: 'lower-case words joined by hyphens' });

export const coordinates = () =>
  object({
    lat: number({ label: 'Latitude', min: -90, max: 90 }),
    lon: number({ label: 'Longitude', min: -180, max: 180 }),
  });
export type Coordinates = ValueOf<ReturnType<typeof coordinates>>;

/** A page's opening band: small label, title, lead and a decorative picture. */
export const heroFields = () =>
  object({
    eyebrow: text(),
    title: text(),
    lead: text(),
    picture: picture({ decorative: true }),
  });

/** A list of short lines (highlights, tips, places). */
export const lines = (itemLabel: string, max = 40) =>
  list(text({ label: itemLabel }), { min: 1, max });

/** A list of cards of one shape, such as Home's slides. */
export const cards = <Shape extends Record<string, Field>>(label: string, fields: Shape) =>
  list(object(fields, { label }), { min: 1, max: 12 });

export const PAGE_ICONS = [
  'compass',
  'guide',
  'leaf',
  'support',
  'heart',
  'gem',
  'star',
  'calendar',
  'shield',
  'chat',
] as const;

export const SERVICE_ICONS = [
  'compass',
  'hotel',
  'calendar',
  'car',
  'guide',
  'leaf',
  'support',
] as const;

/** The pictograms a card can ask for by name (components/page-icons draws them). */
export type PageIconName = (typeof PAGE_ICONS)[number];
/** The line icons a service card can ask for by name (components/ServiceIcon draws them). */
export type ServiceIconName = (typeof SERVICE_ICONS)[number];
