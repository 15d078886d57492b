import { DESTINATIONS } from '../../content/destinations';
import { FAQ_ITEMS } from '../../content/faq';
import { TOUR_PLANS } from '../../content/tour-plans';
import type { DestinationInput, FaqInput, TourPlanInput } from './structured-data';

/**
 * The content that the structured data and the sitemap describe. Each list is what a page shows:
 * the tour plans on /services, the destinations on /gallery, the questions on /contact. The
 * server's renderer alone reads it, so it adds nothing to the JavaScript the browser downloads.
 */
export interface SearchContent {
  tourPlans: readonly TourPlanInput[];
  destinations: readonly DestinationInput[];
  faqs: readonly FaqInput[];
}

export const SEARCH_CONTENT: SearchContent = {
  tourPlans: TOUR_PLANS.flatMap(({ days, options }) =>
    options.map(({ title, subtitle, highlights, image }) => ({
      days,
      title,
      subtitle,
      highlights,
      image,
    })),
  ),
  destinations: DESTINATIONS.map(({ name, description, image, location, coordinates }) => ({
    name,
    description,
    image,
    location,
    lat: coordinates.lat,
    lon: coordinates.lon,
  })),
  faqs: FAQ_ITEMS.map(({ question, answer, points }) => ({
    question,
    answer: points?.length ? `${answer} ${points.join(' ')}` : answer,
  })),
};
