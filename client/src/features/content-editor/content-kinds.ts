import { CONTENT_KINDS, isContentKind, type ContentKind } from '@lanka-tours/shared/content';

interface KindInfo {
  /** How the editor names the kind: in English, the id of its translation. */
  name: string;
  /** The public page that shows an entry of the kind. */
  pagePath: (key: string) => string;
}

const on = (path: string) => () => path;

/** Each kind's name in the editor and the page that shows it. */
export const KIND_INFO: Record<ContentKind, KindInfo> = {
  destination: { name: /*i18n*/ 'Destinations', pagePath: on('/gallery') },
  dayPlan: { name: /*i18n*/ 'Day plans', pagePath: on('/services') },
  popularPlan: { name: /*i18n*/ 'Popular plans', pagePath: on('/') },
  extendedPlan: { name: /*i18n*/ 'Extended plans', pagePath: on('/services') },
  serviceCard: { name: /*i18n*/ 'Service cards', pagePath: on('/services') },
  faqItem: { name: /*i18n*/ 'Questions and answers', pagePath: on('/contact') },
  teamMember: { name: /*i18n*/ 'Team members', pagePath: on('/about') },
  page: { name: /*i18n*/ 'Pages', pagePath: (slug) => `/${slug}` },
  homeSection: { name: /*i18n*/ 'Home page', pagePath: on('/') },
  aboutSection: { name: /*i18n*/ 'About page', pagePath: on('/about') },
  contactSection: { name: /*i18n*/ 'Contact page', pagePath: on('/contact') },
  servicesSection: { name: /*i18n*/ 'Services page', pagePath: on('/services') },
  destinationsSection: { name: /*i18n*/ 'Destinations page', pagePath: on('/gallery') },
  brand: { name: /*i18n*/ 'Brand and contact details', pagePath: on('/') },
};

/** The kind a route names, or null for one that is no kind. */
export const asContentKind = (name: string | undefined): ContentKind | null =>
  name && isContentKind(name) ? name : null;

/** Entries of a list kind are added, removed and reordered; a section kind's are fixed. */
export const isListKind = (kind: ContentKind) => CONTENT_KINDS[kind].list;

/** Where a guide previews an entry: its public page, asking for the drafts. */
export const previewAddress = (kind: ContentKind, key: string) =>
  `${KIND_INFO[kind].pagePath(key)}?preview`;

export const entryAddress = (kind: ContentKind, key: string) =>
  `/admin/content/${kind}/${encodeURIComponent(key)}`;
