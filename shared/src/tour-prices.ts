/**
 * How a tour plan's option is priced, and what a party pays for it. The company writes its prices
 * in whole US dollars per person in the content editor; every amount worked out from them is an
 * integer number of cents (minor units), so no sum ever rounds differently on two machines.
 */

import type { TourPrices } from './content/tour-plans';
import { dayAfter } from './company-days';
import { MONTHS } from './months';

export type { TourPrices };

/** The company's currency: every price is written, charged and refunded in it. */
export const BASE_CURRENCY = 'USD';
/** Cents to the dollar. */
export const MINOR_UNITS = 100;
/** The deposit a new price list starts with, in per cent of the total. */
export const DEFAULT_DEPOSIT_PERCENT = 20;

/** The party sizes priced per person; a larger party is a quote (the enquiry form). */
export const PRICE_BANDS = [
  { band: 'oneToTwo', from: 1, to: 2 },
  { band: 'threeToFive', from: 3, to: 5 },
  { band: 'sixToTen', from: 6, to: 10 },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['band'];
/** The largest party that books online. */
export const LARGEST_PRICED_PARTY = PRICE_BANDS[PRICE_BANDS.length - 1].to;

/** What a party pays for a tour starting on a day, in cents. */
export interface PartyPrice {
  currency: typeof BASE_CURRENCY;
  travellers: number;
  perPerson: number;
  /** Per person × travellers. */
  subtotal: number;
  /** The peak season's surcharge on the subtotal; 0 outside it. */
  peakSurcharge: number;
  total: number;
  /** Paid when booking; the balance is paid later. */
  deposit: number;
  balance: number;
}

/** The band a party of `travellers` is priced in; undefined for a party that asks for a quote. */
export function bandOf(travellers: number): PriceBand | undefined {
  return PRICE_BANDS.find(({ from, to }) => travellers >= from && travellers <= to)?.band;
}

/** Whole dollars as cents. */
export const toMinorUnits = (dollars: number) => Math.round(dollars * MINOR_UNITS);

/** `part` per cent of `amount` cents, to the nearest cent (half a cent up). */
const percentOf = (amount: number, part: number) => Math.round((amount * part) / 100);

/** Whether a tour starting on `startDate` (YYYY-MM-DD) starts in the peak season. */
export function inPeakSeason(prices: TourPrices, startDate: string): boolean {
  const month = MONTHS[Number(startDate.slice(5, 7)) - 1];
  return prices.peakSeason?.months.includes(month) ?? false;
}

/**
 * What `travellers` pay for a tour starting on `startDate` (YYYY-MM-DD), line by line; undefined
 * when the party is not priced (none, or more than LARGEST_PRICED_PARTY: a quote).
 */
export function priceFor(
  prices: TourPrices,
  travellers: number,
  startDate: string,
): PartyPrice | undefined {
  const band = Number.isInteger(travellers) ? bandOf(travellers) : undefined;
  if (!band) return undefined;
  const perPerson = toMinorUnits(prices[band]);
  const subtotal = perPerson * travellers;
  const surchargePercent = inPeakSeason(prices, startDate)
    ? (prices.peakSeason?.surchargePercent ?? 0)
    : 0;
  const peakSurcharge = percentOf(subtotal, surchargePercent);
  const total = subtotal + peakSurcharge;
  const deposit = percentOf(total, prices.depositPercent);
  return {
    currency: BASE_CURRENCY,
    travellers,
    perPerson,
    subtotal,
    peakSurcharge,
    total,
    deposit,
    balance: total - deposit,
  };
}

/** The lowest price per person of an option, in cents: its "from" price. */
export function fromPrice(prices: TourPrices): number {
  return toMinorUnits(Math.min(...PRICE_BANDS.map(({ band }) => prices[band])));
}

/** The balance is due this many days before the tour starts (or at once, when that is past). */
export const BALANCE_DUE_DAYS_BEFORE = 14;

/** The day (YYYY-MM-DD) the balance of a tour from `startDate` is due, booked on `today`. */
export function balanceDueOn(startDate: string, today: string): string {
  const day = dayAfter(startDate, -BALANCE_DUE_DAYS_BEFORE);
  return day < today ? today : day;
}
