import {
  DEFAULT_RATING,
  type Destination,
  type DestinationCategory,
  type GalleryCategory,
} from './destination-list';

/** 'Title: text' split at the first colon; an entry without a colon has no title. */
export function splitTitled(entry: string): { title: string | null; text: string } {
  const colon = entry.indexOf(':');
  if (colon < 0) return { title: null, text: entry.trim() };
  return { title: entry.slice(0, colon).trim(), text: entry.slice(colon + 1).trim() };
}

export function ratingOf(destination: Destination): number {
  return destination.rating ?? DEFAULT_RATING;
}

/**
 * The company's own best-time and fee texts where it has them, else the destination's data; the
 * fallbacks in English, the ids of their translations.
 */
export function practicalTexts(destination: Destination): {
  bestTimeToVisit: string;
  entryFees: string;
} {
  const fixed = destination.fixedPracticalTexts;
  if (fixed) return fixed;
  const info = destination.fullDetails?.practicalInfo;
  return {
    bestTimeToVisit:
      info?.bestTimeToVisit ?? /*i18n*/ 'Ask your guide for the best season for your dates.',
    entryFees:
      info?.entranceFee ?? /*i18n*/ 'Your guide will confirm current fees when planning your tour.',
  };
}

/** The tabs' and categories' names in English, the ids of their translations (the data keeps these). */
export const CATEGORY_NAMES: Record<GalleryCategory | DestinationCategory, string> = {
  All: /*i18n*/ 'All',
  Heritage: /*i18n*/ 'Heritage',
  Beach: /*i18n*/ 'Beach',
  Wildlife: /*i18n*/ 'Wildlife',
  Cultural: /*i18n*/ 'Cultural',
  Adventure: /*i18n*/ 'Adventure',
  'Hill Country': /*i18n*/ 'Hill Country',
};

/** Marker colours per category, each at least 3:1 against the map's land and sea. */
export const CATEGORY_COLORS: Record<DestinationCategory, string> = {
  Heritage: '#9a3412',
  Beach: '#0e6a8a',
  Wildlife: '#4d6b12',
  Cultural: '#6d28d9',
  Adventure: '#be185d',
  'Hill Country': '#1e3a8a',
};
