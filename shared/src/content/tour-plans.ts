import { MONTHS } from '../months';
import { lines, slug } from './common-fields';
import { choice, list, number, object, optional, picture, text, type ValueOf } from './fields';

const days = () => number({ label: 'Days', min: 1, max: 60, integer: true });

const perPerson = (label: string) => number({ label, min: 1, max: 100000, integer: true });
const percent = (label: string) => number({ label, min: 0, max: 100, integer: true });

/** An option's prices (tour-prices.ts): whole US dollars per person, by party size. */
export const tourPricesSchema = object(
  {
    oneToTwo: perPerson('Per person, 1–2 travellers (USD)'),
    threeToFive: perPerson('Per person, 3–5 travellers (USD)'),
    sixToTen: perPerson('Per person, 6–10 travellers (USD)'),
    depositPercent: percent('Deposit (%)'),
    peakSeason: optional(
      object(
        {
          surchargePercent: percent('Surcharge (%)'),
          months: list({ ...choice(MONTHS), label: 'Month' }, { label: 'Months', min: 1, max: 12 }),
        },
        { label: 'Peak season' },
      ),
    ),
  },
  { label: 'Prices' },
);
/** An option's prices as the content editor keeps them. */
export type TourPrices = ValueOf<typeof tourPricesSchema>;

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
        /** Without prices, an option is shown but booked through the enquiry form. */
        prices: optional(tourPricesSchema),
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
