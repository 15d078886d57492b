import type { DocumentOf } from '@lanka-tours/shared/content';

export type Destination = DocumentOf<'destination'>;
export type DestinationCategory = Destination['category'];
export type DestinationDetails = NonNullable<Destination['fullDetails']>;

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

export function featuredDestinations(
  destinations: readonly Destination[],
  limit = FEATURED_LIMIT,
): Destination[] {
  return destinations.filter((destination) => destination.featured).slice(0, limit);
}

export function destinationsIn(
  destinations: readonly Destination[],
  category: GalleryCategory,
): readonly Destination[] {
  return category === 'All'
    ? destinations
    : destinations.filter((destination) => destination.category === category);
}
