import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Pickup } from '@lanka-tours/shared/timed-messages';
import type { FreeGuide, ManifestEntry } from './company-bookings.service';
import type { GuideMonth, GuideSpan } from './guides-month';
import { CompanyTourBookingView } from './tour-bookings.types';

@ObjectType({ description: 'A guide who could lead a booking instead of its own.' })
export class FreeGuideView implements FreeGuide {
  @Field(() => ID, { description: 'The guide (Guide.id).' })
  id: string;

  @Field({ description: "The guide's name." })
  name: string;

  @Field(() => [String], { description: 'The languages they lead tours in (en, de, si …).' })
  languages: string[];
}

@ObjectType({ description: "A booking on a day of its tour, a line of that day's manifest." })
export class ManifestEntryView extends CompanyTourBookingView implements ManifestEntry {
  @Field(() => Int, { description: 'Which day of the tour the day is: 1 for its first.' })
  dayOfTour: number;
}

@ObjectType({ description: 'Days a guide is busy: a tour, held or booked, or days off.' })
export class GuideSpanView implements GuideSpan {
  @Field({ description: 'The first day, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'The last day, YYYY-MM-DD.' })
  to: string;

  @Field(() => String, { description: 'tour or day-off.' })
  kind: 'tour' | 'day-off';

  @Field(() => String, { nullable: true, description: "The tour's booking; none for days off." })
  reference: string | null;

  @Field(() => String, { nullable: true, description: 'held or confirmed; none for days off.' })
  status: 'held' | 'confirmed' | null;

  @Field(() => Int, { nullable: true, description: "The tour's party; none for days off." })
  travellers: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The tour, as titled when booked; none for days off.',
  })
  tourTitle: string | null;
}

@ObjectType({ description: "A guide's month: what keeps them busy on which days." })
export class GuideMonthView extends FreeGuideView implements GuideMonth {
  @Field({ description: 'Whether the guide signs in with the account asking.' })
  isYou: boolean;

  @Field(() => [GuideSpanView], { description: 'Those that meet the month, the earliest first.' })
  spans: GuideSpanView[];
}

@InputType({ description: "When and where a booking's guide picks the party up." })
export class TourPickupInput implements Pickup {
  @Field(() => String, {
    nullable: true,
    description: "HH:MM, Sri Lanka's time; none (or empty) clears it.",
  })
  time: string | null;

  @Field(() => String, { nullable: true, description: 'A hotel, a station …; none clears it.' })
  place: string | null;
}
