import type { DocumentOf, TourPrices } from '@lanka-tours/shared/content';
import {
  BASE_CURRENCY,
  fromPrice,
  PRICE_BANDS,
  toMinorUnits,
} from '@lanka-tours/shared/tour-prices';
import { requestLanguage } from '../../common/request-scope';
import type { ContentService } from '../content';

/** What a party of a band pays per person, in cents. */
export interface BandPrice {
  band: string;
  fromTravellers: number;
  toTravellers: number;
  perPerson: number;
}

/** A tour plan's option that is booked online: one that has prices. */
export interface Tour {
  /** The option's id, which is also its slug in addresses (/tours/:slug). */
  id: string;
  slug: string;
  days: number;
  title: string;
  subtitle: string;
  currency: string;
  /** The lowest price per person, in cents. */
  fromPrice: number;
  prices: BandPrice[];
  depositPercent: number;
  peakSeason: { surchargePercent: number; months: string[] } | null;
}

export interface PricedTour {
  tour: Tour;
  prices: TourPrices;
}

type DayPlan = DocumentOf<'dayPlan'>;
type Option = DayPlan['options'][number];
/** A bookable option: its plan, itself and its prices. */
type Bookable = [DayPlan, Option, TourPrices];

function tourOf(plan: DayPlan, option: Option, prices: TourPrices): Tour {
  return {
    id: option.id,
    slug: option.id,
    days: plan.days,
    title: option.title,
    subtitle: option.subtitle,
    currency: BASE_CURRENCY,
    fromPrice: fromPrice(prices),
    prices: PRICE_BANDS.map(({ band, from, to }) => ({
      band,
      fromTravellers: from,
      toTravellers: to,
      perPerson: toMinorUnits(prices[band]),
    })),
    depositPercent: prices.depositPercent,
    peakSeason: prices.peakSeason ?? null,
  };
}

/** The tours that can be booked online: the published tour plans' options that have prices. */
export class TourService {
  constructor(private readonly content: ContentService) {}

  /**
   * Every bookable tour, in the plans' order, in `language` (by default the request's: its
   * Accept-Language), each text falling back to English.
   */
  async tours(language?: string): Promise<Tour[]> {
    return (await this.bookable(language)).map((found) => tourOf(...found));
  }

  /** One bookable tour by its id, in `language` as `tours` gives it; undefined for none. */
  async tour(id: string, language?: string): Promise<Tour | undefined> {
    return (await this.priced(id, language))?.tour;
  }

  /** One bookable tour with the price list a party's price is worked out from. */
  async priced(id: string, language?: string): Promise<PricedTour | undefined> {
    const found = (await this.bookable(language)).find(([, option]) => option.id === id);
    return found && { tour: tourOf(...found), prices: found[2] };
  }

  /** The published options that have prices, each with its plan. */
  private async bookable(language?: string): Promise<Bookable[]> {
    const plans = await this.content.published('dayPlan', language ?? requestLanguage());
    return plans.flatMap(({ document }) => {
      const plan = document as DayPlan;
      return plan.options.flatMap((option): Bookable[] =>
        option.prices ? [[plan, option, option.prices]] : [],
      );
    });
  }
}
