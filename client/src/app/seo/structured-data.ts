import type { Brand } from '../../content/useSiteContent';
import { SHARE_IMAGE } from './head-tags';

/** One schema.org node, as JSON-LD. */
export type JsonLd = { '@type'?: string | string[] } & Record<string, unknown>;

/** What a TouristAttraction needs from a destination. */
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
  /** The itinerary, one line each; lines beginning with 'Day' open a day. */
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

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The company. No ratings or reviews: search engines ignore self-served stars, and so do we. */
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

export function webSite(brand: Brand, siteUrl: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    url: url('/', siteUrl),
    name: brand.name,
    inLanguage: 'en',
    publisher: { '@id': organizationId(siteUrl) },
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

/** A tour plan, its itinerary as an ordered list of the plan's lines. */
export function touristTrip(plan: TourPlanInput, siteUrl: string): JsonLd {
  const dayCount = `${plan.days} ${plan.days === 1 ? 'day' : 'days'}`;
  return {
    '@type': 'TouristTrip',
    name: `${plan.title} (${dayCount})`,
    description: plan.subtitle,
    ...(plan.image && { image: url(plan.image, siteUrl) }),
    url: url('/services', siteUrl),
    touristType: 'Private guided tour',
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
  siteUrl: string,
): JsonLd {
  const { name, description, image, location, lat, lon } = destination;
  return {
    '@type': 'TouristAttraction',
    name,
    description,
    image: url(image, siteUrl),
    url: url('/gallery', siteUrl),
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
