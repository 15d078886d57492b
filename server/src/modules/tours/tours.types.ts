import { Field, Int, ObjectType } from 'type-graphql';
import type { BandPrice, Tour } from './tours.service';

export const CENTS = 'In cents (minor units) of the currency.';
export const TOUR_ID = "The plan option's id, which is also its slug in addresses (/tours/:slug).";

@ObjectType({ description: 'What each traveller of a party of a size pays.' })
export class TourBandPriceView implements BandPrice {
  @Field({ description: 'The band: oneToTwo, threeToFive or sixToTen.' })
  band: string;

  @Field(() => Int, { description: 'The smallest party of the band.' })
  fromTravellers: number;

  @Field(() => Int, { description: 'The largest party of the band.' })
  toTravellers: number;

  @Field(() => Int, { description: `The price per person. ${CENTS}` })
  perPerson: number;
}

@ObjectType({ description: 'Months when a surcharge is added to the price.' })
export class TourPeakSeasonView {
  @Field(() => Int, { description: 'The surcharge, in per cent of the price.' })
  surchargePercent: number;

  @Field(() => [String], { description: 'The months, by their English names (January …).' })
  months: string[];
}

@ObjectType({ description: 'A tour plan option that can be booked online, with its prices.' })
export class TourView implements Tour {
  @Field({ description: TOUR_ID })
  id: string;

  @Field({ description: 'Its address below /tours/.' })
  slug: string;

  @Field(() => Int, { description: 'How many days the tour lasts.' })
  days: number;

  @Field({ description: 'Its title, in the language asked for (else English).' })
  title: string;

  @Field({ description: 'Its subtitle, in the language asked for (else English).' })
  subtitle: string;

  @Field({ description: 'The currency of every amount: USD.' })
  currency: string;

  @Field(() => Int, { description: `The lowest price per person. ${CENTS}` })
  fromPrice: number;

  @Field(() => [TourBandPriceView], {
    description: 'The price per person by party size; a party of 11 or more asks for a quote.',
  })
  prices: TourBandPriceView[];

  @Field(() => Int, { description: 'The deposit paid when booking, in per cent of the total.' })
  depositPercent: number;

  @Field(() => TourPeakSeasonView, {
    nullable: true,
    description: 'The peak season and its surcharge; none when the price is the same all year.',
  })
  peakSeason: TourPeakSeasonView | null;
}
