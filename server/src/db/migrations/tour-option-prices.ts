// The tour plans' options gained prices. These are the prices a new site starts with, which the
// company then sets in the content editor; the migration that adds them and the tests' seeded
// content share them.
import type { TourPrices } from '@lanka-tours/shared/content';
import { DEFAULT_DEPOSIT_PERCENT } from '@lanka-tours/shared/tour-prices';

type Data = Record<string, unknown>;

/**
 * Per person for a party of one or two, by the plan's days, in US dollars: the 3- and 5-day
 * plans at the 250 and 420 of Home's popular plans of those lengths (whose 4-day plan is 320).
 */
const PER_PERSON_BY_DAYS: Readonly<Record<number, number>> = {
  1: 85,
  2: 160,
  3: 250,
  5: 420,
  6: 490,
  7: 560,
  8: 630,
  10: 780,
  12: 920,
  14: 1060,
};
const DOLLARS_PER_DAY = 80;
/** December to March, the high season the FAQ names. */
const PEAK_SEASON: NonNullable<TourPrices['peakSeason']> = {
  surchargePercent: 10,
  months: ['December', 'January', 'February', 'March'],
};

const toFive = (dollars: number) => Math.round(dollars / 5) * 5;

/** The starting prices of an option of a plan of `days` days: less per person in a larger party. */
export function startingPrices(days: number): TourPrices {
  const perPerson = PER_PERSON_BY_DAYS[days] ?? toFive(days * DOLLARS_PER_DAY);
  return {
    oneToTwo: perPerson,
    threeToFive: toFive(perPerson * 0.9),
    sixToTen: toFive(perPerson * 0.8),
    depositPercent: DEFAULT_DEPOSIT_PERCENT,
    peakSeason: PEAK_SEASON,
  };
}

/** A day plan's data with starting prices on each option that has none. */
export function withStartingPrices(data: Data): Data {
  const days = Number(data.days);
  const options = (data.options as Data[]).map((option) =>
    option.prices ? option : { ...option, prices: startingPrices(days) },
  );
  return { ...data, options };
}

/** A day plan's data without prices, as it was before options had them. */
export function withoutPrices(data: Data): Data {
  const options = (data.options as Data[]).map(({ prices: _prices, ...option }) => option);
  return { ...data, options };
}
