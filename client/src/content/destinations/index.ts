import { CULTURAL_TRIANGLE } from './cultural-triangle';
import { EAST_NORTH_WEST } from './east-north-west';
import { HILL_COUNTRY } from './hill-country';
import { SOUTH } from './south';
import type { Picture } from '../picture';
import type { Destination, DestinationCategory } from './types';

export type * from './types';

export const GALLERY_HERO = {
  eyebrow: 'Destinations',
  title: 'Explore the Beauty of Sri Lanka',
  lead: 'Ancient cities, misty tea hills, wild national parks and golden beaches: find the places that call to you.',
  picture: {
    src: '/images/destinations/sigiriya.svg',
    alt: '',
    width: 800,
    height: 500,
  } satisfies Picture,
};

/** Every destination, in id order. */
export const DESTINATIONS: readonly Destination[] = [
  ...CULTURAL_TRIANGLE,
  ...HILL_COUNTRY,
  ...SOUTH,
  ...EAST_NORTH_WEST,
].sort((a, b) => a.id - b.id);

/** Shown for a destination that has no rating of its own. */
export const DEFAULT_RATING = 4.5;

/** At most this many featured destinations are shown together. */
export const FEATURED_LIMIT = 3;

/** The gallery's filter tabs. Hill Country is a category of the data without a tab. */
export const GALLERY_CATEGORIES = [
  'All',
  'Heritage',
  'Beach',
  'Wildlife',
  'Cultural',
  'Adventure',
] as const satisfies readonly ('All' | DestinationCategory)[];

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** What the short view of a destination without full details lists. */
export const SIMPLE_VIEW_HIGHLIGHTS = [
  'UNESCO World Heritage Site',
  'Stunning panoramic views',
  'Rich cultural history',
  'Unique natural formations',
] as const;

/** Best time and entry fees stated by the company for its most requested destinations. */
export const FIXED_PRACTICAL_TEXTS: Readonly<
  Record<number, { bestTimeToVisit: string; entryFees: string }>
> = {
  1: {
    bestTimeToVisit:
      'January to April, the dry season. Start at the 7:00 AM opening to climb before the midday heat and the crowds.',
    entryFees: 'Foreign visitors: 30 USD. Sri Lankan citizens: 50 LKR.',
  },
  2: {
    bestTimeToVisit:
      'All year round. Attend a puja (5:30 AM, 9:30 AM or 6:30 PM); in July or August the Esala Perahera fills the streets.',
    entryFees: 'Temple of the Sacred Tooth Relic: 1500 LKR for foreign visitors.',
  },
  19: {
    bestTimeToVisit:
      'December to April. Start the climb around 5:00 AM for sunrise, or late afternoon for sunset over Sigiriya.',
    entryFees: 'Pidurangala Temple: 500 LKR, paid at the temple at the foot of the rock.',
  },
  20: {
    bestTimeToVisit:
      'February to April, the driest months; April brings the New Year season with horse races and flower shows.',
    entryFees:
      'Victoria Park: 300 LKR. Hakgala Botanical Garden: 1500 LKR. Tea factory tour: 250 LKR.',
  },
  21: {
    bestTimeToVisit: 'April to September, when the east coast has calm seas and sunny days.',
    entryFees: 'Pasikuda beach: free.',
  },
  22: {
    bestTimeToVisit:
      'May to September, when the sea is calm and clear for snorkelling at Pigeon Island.',
    entryFees: 'Pigeon Island National Park: 2500 LKR. Kanniya hot springs: 150 LKR.',
  },
};

export function featuredDestinations(limit = FEATURED_LIMIT): Destination[] {
  return DESTINATIONS.filter((destination) => destination.featured).slice(0, limit);
}

export function destinationsIn(category: GalleryCategory): readonly Destination[] {
  return category === 'All'
    ? DESTINATIONS
    : DESTINATIONS.filter((destination) => destination.category === category);
}

export function findDestination(id: number): Destination | undefined {
  return DESTINATIONS.find((destination) => destination.id === id);
}
