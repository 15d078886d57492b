import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EMAIL_MAX_LENGTH } from '@lanka-tours/shared/email-address';
import { MediaImage } from '../media';
import { GUIDE_LANGUAGES_MAX, GUIDE_NAME_MAX_LENGTH } from './guide-rules';
import type { AvailableDay } from './availability.service';
import type { DaysOff, Guide } from './guides.service';

export const DAYS_OFF_DESCRIPTION = 'Days a guide does not work, the first and the last included.';
export const LANGUAGES_DESCRIPTION = 'The languages the guide leads tours in, by their codes.';
export const ACCOUNT_EMAIL_DESCRIPTION =
  "The email address of the tour guide's account the guide signs in with, or null for none.";
export const ACCOUNT_EMAIL_INPUT_DESCRIPTION = `The email address of a tour guide's account with a confirmed address, at most ${EMAIL_MAX_LENGTH} characters, that no other guide has; empty or absent for none.`;
export const IS_YOU_DESCRIPTION = 'Whether the account linked to the guide is the one asking.';
export const PHONE_DESCRIPTION =
  'The phone travellers call the guide on, given in the day-before message; null for none.';
export const PHONE_INPUT_DESCRIPTION =
  'The phone travellers call the guide on: digits and spaces, a leading + allowed; empty or absent for none.';

@ObjectType({ description: DAYS_OFF_DESCRIPTION })
export class DaysOffView implements DaysOff {
  @Field(() => ID, { description: 'What names these days off, to take them back.' })
  id: string;

  @Field({ description: 'The first day off: YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'The last day off: YYYY-MM-DD.' })
  to: string;
}

@ObjectType({ description: 'A tour guide of the company, who leads one party at a time.' })
export class GuideView implements Guide {
  @Field(() => ID, { description: 'What names the guide in the calls about them.' })
  id: string;

  @Field({ description: 'The name travellers know them by.' })
  name: string;

  @Field(() => [String], { description: LANGUAGES_DESCRIPTION })
  languages: string[];

  @Field(() => [DaysOffView], { description: 'Their days off, the earliest first.' })
  daysOff: DaysOffView[];

  @Field(() => MediaImage, { nullable: true, description: 'Their photo, if one was given.' })
  photo: MediaImage | null;

  @Field(() => String, { nullable: true, description: ACCOUNT_EMAIL_DESCRIPTION })
  accountEmail: string | null;

  @Field({ description: IS_YOU_DESCRIPTION })
  isYou: boolean;

  @Field(() => String, { nullable: true, description: PHONE_DESCRIPTION })
  phone: string | null;
}

@InputType({ description: "A guide's details." })
export class GuideInput {
  @Field({ description: `Required, at most ${GUIDE_NAME_MAX_LENGTH} characters.` })
  name: string;

  @Field(() => [String], {
    description: `${LANGUAGES_DESCRIPTION} From 1 to ${GUIDE_LANGUAGES_MAX}: en, de, si, ta …`,
  })
  languages: string[];

  @Field(() => String, { nullable: true, description: ACCOUNT_EMAIL_INPUT_DESCRIPTION })
  accountEmail?: string | null;

  @Field(() => String, { nullable: true, description: PHONE_INPUT_DESCRIPTION })
  phone?: string | null;
}

@ObjectType({ description: 'Whether a tour can start on a day.' })
export class AvailableDayView implements AvailableDay {
  @Field({ description: 'The day the tour would start: YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Whether a guide is free for every day of the tour from then.' })
  available: boolean;

  @Field(() => Int, {
    description: 'How many guides are free for all of its days; 0 for a day too soon or past.',
  })
  guidesFree: number;
}
