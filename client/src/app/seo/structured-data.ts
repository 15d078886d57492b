import type { I18n } from '@lingui/core';
import {
  LANGUAGE_TAGS,
  pathInLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import type { Brand } from '../../content/useSiteContent';
import { SHARE_IMAGE } from './head-tags';

/** One schema.org node, as JSON-LD. */
export type JsonLd = { '@type'?: string | string[] } & Record<string, unknown>;

/**
 * Where a page's nodes are read: its site, its language (the pages they link to are in it) and
 * the translator of their messages.
 */
export interface PageContext {
  siteUrl: string;
  language: SiteLanguage;
  i18n: I18n;
}

/** What a TouristAttraction needs from a destination, as the gallery's cards show it. */
export interface DestinationInput {
  name: string;
  description: string;
  image: string;
  /** Where on the island, e.g. 'Central Province'. */
  location: string;
  lat?: number;
  lon?: number;
}

/** What a TouristTrip needs from one option of a day plan. */
export interface TourPlanInput {
  days: number;
  title: string;
  subtitle: string;
  /** The itinerary as the plan's card shows it, one line each; lines beginning with 'Day' open a day. */
  highlights: readonly string[];
  image?: string;
}

export interface FaqInput {
  question: string;
  answer: string;
}

export interface BreadcrumbInput {
  name: string;
  path: string;
}

const country = ({ postalAddress }: Brand) => ({ '@type': 'Country', name: postalAddress.country });

function url(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** The address of a page (`/services`) in the page's language. */
function pageUrl(path: string, { siteUrl, language }: PageContext): string {
  return url(pathInLanguage(path, language), siteUrl);
}

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * The company. Its rating and reviews are added on the home page only, where visitors read them
 * (review-structured-data.ts).
 */
export function travelAgency(brand: Brand, siteUrl: string): JsonLd {
  const { contact, postalAddress } = brand;
  return {
    '@type': 'TravelAgency',
    '@id': organizationId(siteUrl),
    name: brand.name,
    description: brand.footerBlurb,
    slogan: brand.tagline,
    url: url('/', siteUrl),
    logo: url('/favicon.svg', siteUrl),
    image: url(SHARE_IMAGE.path, siteUrl),
    email: contact.email,
    telephone: contact.phoneHref.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.locality,
      postalCode: postalAddress.postalCode,
      addressCountry: postalAddress.countryCode,
    },
    areaServed: country(brand),
    sameAs: brand.socialLinks
      .filter(({ href }) => href !== contact.whatsappHref)
      .map(({ href }) => href),
  };
}

/** The site in the page's language: each language's pages are a website of their own. */
export function webSite(brand: Brand, context: PageContext): JsonLd {
  const home = pageUrl('/', context);
  return {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: brand.name,
    inLanguage: LANGUAGE_TAGS[context.language],
    publisher: { '@id': organizationId(context.siteUrl) },
  };
}

/** The trail from Home to the page; the last item is the page itself. */
export function breadcrumbList(trail: readonly BreadcrumbInput[], siteUrl: string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url(path, siteUrl),
    })),
  };
}

export function faqPage(faqs: readonly FaqInput[], pageUrl: string): JsonLd {
  return {
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A tour plan, named as its card names it, its itinerary as an ordered list of the card's lines. */
export function touristTrip(plan: TourPlanInput, context: PageContext): JsonLd {
  const { siteUrl, i18n } = context;
  return {
    '@type': 'TouristTrip',
    name: plan.title,
    description: plan.subtitle,
    ...(plan.image && { image: url(plan.image, siteUrl) }),
    url: pageUrl('/services', context),
    touristType: i18n._('Private guided tour'),
    provider: { '@id': organizationId(siteUrl) },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: plan.highlights.length,
      itemListElement: plan.highlights.map((line, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: line,
      })),
    },
  };
}

export function touristAttraction(
  destination: DestinationInput,
  brand: Brand,
  context: PageContext,
): JsonLd {
  const { name, description, image, location, lat, lon } = destination;
  return {
    '@type': 'TouristAttraction',
    name,
    description,
    image: url(image, context.siteUrl),
    url: pageUrl('/gallery', context),
    address: {
      '@type': 'PostalAddress',
      addressRegion: location,
      addressCountry: brand.postalAddress.countryCode,
    },
    ...(lat !== undefined &&
      lon !== undefined && { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lon } }),
    containedInPlace: country(brand),
  };
}

/** Several nodes in one script, sharing one @context. */
export function jsonLdGraph(nodes: readonly JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
