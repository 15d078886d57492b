import { ENGLISH } from './support/english';
import { pageStructuredData } from '../../client/src/app/seo/page-structured-data';
import type { SearchContent } from '../../client/src/app/seo/search-content';
import {
  breadcrumbList,
  faqPage,
  touristAttraction,
  touristTrip,
  travelAgency,
  type JsonLd,
} from '../../client/src/app/seo/structured-data';
import { SEED_BRAND as BRAND } from '../support/seed-content';

const SITE = 'https://tours.example';
const IN_ENGLISH = { siteUrl: SITE, language: 'en', i18n: ENGLISH } as const;
const CONTACT = BRAND.contact;

const ELLA = {
  name: 'Ella',
  description: 'A hill-country village among tea estates.',
  image: '/images/ella.svg',
  location: 'Uva Province',
};

const SOUTH_COAST = {
  days: 2,
  title: 'South Coast Escape',
  subtitle: 'Galle Fort and Mirissa',
  image: 'https://cdn.example/south-coast.png',
  highlights: ['Day 1: Galle Fort walls at sunset', 'Day 2: Whale watching off Mirissa'],
};

const CONTENT: SearchContent = {
  tourPlans: [SOUTH_COAST, { ...SOUTH_COAST, days: 1, title: 'Galle in a Day' }],
  destinations: [ELLA, { ...ELLA, name: 'Sigiriya', lat: 7.957, lon: 80.7603 }],
  faqs: [{ question: 'Do you pick up from the airport?', answer: 'Yes, at any hour.' }],
  tourPages: [],
};

function nodes(graph: JsonLd): JsonLd[] {
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'] as JsonLd[];
}

const types = (graph: JsonLd) => nodes(graph).map((node) => node['@type']);

describe('TravelAgency', () => {
  const agency = travelAgency(BRAND, SITE);

  test('names the company with its contact details and address from the brand', () => {
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      '@id': `${SITE}/#organization`,
      name: BRAND.name,
      url: `${SITE}/`,
      email: CONTACT.email,
      telephone: '+94771234567',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'No. 12, Temple Road',
        addressLocality: 'Kandy',
        addressCountry: 'LK',
      },
    });
  });

  test('links the social profiles but not the WhatsApp chat', () => {
    expect(agency.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('facebook')]));
    expect(agency.sameAs).not.toContain(CONTACT.whatsappHref);
  });

  test('carries no self-served ratings or reviews', () => {
    expect(JSON.stringify(agency)).not.toMatch(/rating|review/i);
  });
});

test('BreadcrumbList numbers the trail from 1 with absolute addresses', () => {
  const list = breadcrumbList(
    [
      { name: 'Home', path: '/' },
      { name: 'Contact Us', path: '/contact' },
    ],
    SITE,
  );

  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
    { '@type': 'ListItem', position: 2, name: 'Contact Us', item: `${SITE}/contact` },
  ]);
});

test('FAQPage holds each question with its answer', () => {
  const faq = faqPage(CONTENT.faqs, `${SITE}/contact`);

  expect(faq.mainEntity).toEqual([
    {
      '@type': 'Question',
      name: 'Do you pick up from the airport?',
      acceptedAnswer: { '@type': 'Answer', text: 'Yes, at any hour.' },
    },
  ]);
});

describe('TouristTrip', () => {
  test('lists the itinerary in order, named and linked as its page shows it', () => {
    const trip = touristTrip(SOUTH_COAST, IN_ENGLISH);

    expect(trip).toMatchObject({
      '@type': 'TouristTrip',
      name: 'South Coast Escape',
      description: 'Galle Fort and Mirissa',
      image: 'https://cdn.example/south-coast.png',
      url: `${SITE}/services`,
      touristType: 'Private guided tour',
      provider: { '@id': `${SITE}/#organization` },
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Day 1: Galle Fort walls at sunset' },
          { '@type': 'ListItem', position: 2, name: 'Day 2: Whale watching off Mirissa' },
        ],
      },
    });
  });

  test('leaves the image out when there is none', () => {
    const trip = touristTrip({ ...SOUTH_COAST, image: undefined }, IN_ENGLISH);

    expect(trip).not.toHaveProperty('image');
  });

  test("links to the page in the page's language", () => {
    const trip = touristTrip(SOUTH_COAST, { ...IN_ENGLISH, language: 'de' });

    expect(trip.url).toBe(`${SITE}/de/services`);
  });
});

describe('TouristAttraction', () => {
  test('places the destination in its province, with an absolute image address', () => {
    expect(touristAttraction(ELLA, BRAND, IN_ENGLISH)).toMatchObject({
      '@type': 'TouristAttraction',
      name: 'Ella',
      description: 'A hill-country village among tea estates.',
      image: `${SITE}/images/ella.svg`,
      address: { addressRegion: 'Uva Province', addressCountry: 'LK' },
      containedInPlace: { '@type': 'Country', name: 'Sri Lanka' },
    });
  });

  test('gives coordinates only when both are known', () => {
    expect(touristAttraction(ELLA, BRAND, IN_ENGLISH)).not.toHaveProperty('geo');
    expect(touristAttraction({ ...ELLA, lat: 6.87 }, BRAND, IN_ENGLISH)).not.toHaveProperty('geo');
    expect(touristAttraction({ ...ELLA, lat: 6.87, lon: 81.05 }, BRAND, IN_ENGLISH).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 6.87,
      longitude: 81.05,
    });
  });
});

describe('the structured data of each page', () => {
  test('home: the company and the site, no breadcrumb', () => {
    expect(types(pageStructuredData('/', CONTENT, BRAND, SITE, ENGLISH))).toEqual([
      'TravelAgency',
      'WebSite',
    ]);
  });

  test('services: a breadcrumb and a TouristTrip for every tour plan', () => {
    const graph = pageStructuredData('/services', CONTENT, BRAND, SITE, ENGLISH);

    expect(types(graph)).toEqual([
      'TravelAgency',
      'WebSite',
      'BreadcrumbList',
      'TouristTrip',
      'TouristTrip',
    ]);
    expect(nodes(graph)[2].itemListElement).toEqual([
      expect.objectContaining({ name: 'Home' }),
      expect.objectContaining({ name: 'Services', item: `${SITE}/services` }),
    ]);
  });

  test('gallery: a TouristAttraction for every destination', () => {
    const attractions = nodes(pageStructuredData('/gallery', CONTENT, BRAND, SITE, ENGLISH)).filter(
      (node) => node['@type'] === 'TouristAttraction',
    );

    expect(attractions.map((node) => node.name)).toEqual(['Ella', 'Sigiriya']);
  });

  test('contact: the FAQ, unless there are no questions', () => {
    expect(types(pageStructuredData('/contact', CONTENT, BRAND, SITE, ENGLISH))).toContain(
      'FAQPage',
    );
    expect(
      types(pageStructuredData('/contact', { ...CONTENT, faqs: [] }, BRAND, SITE, ENGLISH)),
    ).not.toContain('FAQPage');
  });

  test('pages kept out of search results get no breadcrumb', () => {
    expect(types(pageStructuredData('/login', CONTENT, BRAND, SITE, ENGLISH))).toEqual([
      'TravelAgency',
      'WebSite',
    ]);
  });
});
