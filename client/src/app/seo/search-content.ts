import type { DocumentOf } from '@lanka-tours/shared/content';
import { tourPath } from '@lanka-tours/shared/site-routes';
import { bookableTours, ITINERARY_PREVIEW_LINES } from '../../features/services';
import type { DestinationInput, FaqInput, TourPlanInput } from './structured-data';

/**
 * The content that the structured data and the sitemap describe. Each list is what a page shows
 * as the server renders it: the tour plans on /services (each card's lines), the destinations on
 * /gallery (their cards), the questions on /contact, and the tours booked online on pages of
 * their own (/tours/…), each with its picture. The server's renderer alone reads it, so it
 * adds nothing to the JavaScript the browser downloads.
 */
export interface SearchContent {
  tourPlans: readonly TourPlanInput[];
  destinations: readonly DestinationInput[];
  faqs: readonly FaqInput[];
  tourPages: readonly { path: string; image: string }[];
}

/** The published documents those lists are made from. */
export interface PublishedForSearch {
  dayPlans: readonly DocumentOf<'dayPlan'>[];
  destinations: readonly DocumentOf<'destination'>[];
  faqItems: readonly DocumentOf<'faqItem'>[];
}

export function searchContent({
  dayPlans,
  destinations,
  faqItems,
}: PublishedForSearch): SearchContent {
  return {
    tourPlans: dayPlans.flatMap(({ days, options }) =>
      options.map(({ title, subtitle, highlights, image }) => ({
        days,
        title,
        subtitle,
        highlights: highlights.slice(0, ITINERARY_PREVIEW_LINES),
        image: image.src,
      })),
    ),
    destinations: destinations.map(({ name, description, image, location, coordinates }) => ({
      name,
      description,
      image: image.src,
      location,
      lat: coordinates.lat,
      lon: coordinates.lon,
    })),
    tourPages: bookableTours(dayPlans).map(({ option }) => ({
      path: tourPath(option.id),
      image: option.image.src,
    })),
    faqs: faqItems.map(({ question, answer, points }) => ({
      question,
      answer: points?.length ? `${answer} ${points.join(' ')}` : answer,
    })),
  };
}
