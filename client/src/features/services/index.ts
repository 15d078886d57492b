/** How much of a plan's itinerary its card shows: the page's structured data describes as much. */
export { ITINERARY_PREVIEW_LINES } from './itinerary';
/** The tours booked online, for their pages' heads and the sitemap. */
export {
  bookableTour,
  bookableTours,
  type BookableTour,
  type DayPlan as DayPlanDocument,
} from './itinerary';
