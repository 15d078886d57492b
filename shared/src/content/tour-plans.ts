import { lines, slug } from './common-fields';
import { list, number, object, picture, text } from './fields';

const days = () => number({ label: 'Days', min: 1, max: 60, integer: true });

/** The ways to spend a number of days; the first option is the company's most popular one. */
export const dayPlanSchema = object({
  days: days(),
  options: list(
    object(
      {
        id: slug(),
        title: text(),
        subtitle: text(),
        image: picture({ label: 'Picture' }),
        /** Lines starting with 'Day' head a day's itinerary. */
        highlights: lines('Itinerary line', 60),
      },
      { label: 'Option' },
    ),
    { min: 1, max: 10 },
  ),
});

/** A card of Home's popular plans; the price is kept for quotes and never shown. */
export const popularPlanSchema = object({
  id: slug(),
  days: days(),
  title: text(),
  summary: text(),
  highlights: lines('Highlight'),
  price: number({ label: 'Price', min: 0, max: 100000 }),
  picture: picture(),
});

export const extendedPlanSchema = object({
  days: days(),
  title: text(),
  route: text(),
});
