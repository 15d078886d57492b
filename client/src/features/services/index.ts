/** How much of a plan's itinerary its card shows: the page's structured data describes as much. */
export { ITINERARY_PREVIEW_LINES } from './itinerary';
