import { coordinates, lines } from './common-fields';
import { boolean, choice, list, markdown, number, object, optional, picture, text } from './fields';

/** Hill Country is a category of the data without a tab of its own in the gallery. */
export const DESTINATION_CATEGORIES = [
  'Heritage',
  'Beach',
  'Wildlife',
  'Cultural',
  'Adventure',
  'Hill Country',
] as const;

const attraction = object({
  name: text(),
  description: text(),
  image: picture({ label: 'Picture' }),
});

const practicalInfo = object({
  bestTimeToVisit: text(),
  entranceFee: text(),
  timeNeeded: text(),
  tips: lines('Tip'),
  transportation: list(
    object({ type: text({ label: 'Way of travel' }), details: text() }, { label: 'Transport' }),
    { min: 1, max: 10 },
  ),
});

const fullDetails = object({
  subtitle: text(),
  locationDetails: text(),
  fullDescription: markdown(),
  attractions: list(object(attraction.fields, { label: 'Attraction' }), { min: 1, max: 20 }),
  /** Each reads 'Title: text'; the title ends at the first colon. */
  activities: lines('Activity'),
  practicalInfo: optional(practicalInfo),
  accommodation: text(),
  conclusion: text(),
});

/** Best time and entry fees as the company states them for its most requested destinations. */
const fixedPracticalTexts = object({ bestTimeToVisit: text(), entryFees: text() });

export const destinationSchema = object({
  id: number({ label: 'Id', min: 1, max: 100000, integer: true }),
  name: text(),
  image: picture({ label: 'Picture' }),
  description: text(),
  location: text(),
  category: choice(DESTINATION_CATEGORIES),
  featured: boolean(),
  rating: optional(number({ min: 0, max: 5 })),
  coordinates: coordinates(),
  fullDetails: optional(fullDetails),
  fixedPracticalTexts: optional(fixedPracticalTexts),
});
