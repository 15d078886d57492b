import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  TIMED_MESSAGE_DAYS_MAX,
  WORDING_BODY_MAX_LENGTH,
  WORDING_SUBJECT_MAX_LENGTH,
} from '@lanka-tours/shared/timed-messages';
import type {
  TimedMessageChange,
  TimedMessageSettingView,
  WordingView,
} from './timed-message-settings.service';

export const KIND_DESCRIPTION =
  'Which message: balance-due (the balance falling due), day-before (the guide and the pickup) or after-tour (a thank-you with a link to review the tour).';
export const DAYS_DESCRIPTION = `How many days before its day it goes (the balance's due day, the tour's first day), or after it (the tour's last day, for after-tour): 0 to ${TIMED_MESSAGE_DAYS_MAX}.`;
export const TIME_DESCRIPTION = "The time of day it goes, HH:MM in Sri Lanka's time.";
export const PICKUP_DESCRIPTION =
  'The usual pickup time the day-before message gives, HH:MM; null for the other messages.';
export const SUBJECT_DESCRIPTION = `At most ${WORDING_SUBJECT_MAX_LENGTH} characters; placeholders in braces.`;
export const BODY_DESCRIPTION = `Paragraphs parted by a blank line, at most ${WORDING_BODY_MAX_LENGTH} characters; placeholders in braces.`;

@ObjectType({ description: "The site's own wording of a timed message in one language." })
export class TimedMessageDefaultWording {
  @Field({ description: SUBJECT_DESCRIPTION })
  subject: string;

  @Field({ description: BODY_DESCRIPTION })
  body: string;
}

@ObjectType({ description: "A timed message's wording in one language." })
export class TimedMessageWordingView implements WordingView {
  @Field(() => String, { description: 'en, de, fr, ru or zh.' })
  language: WordingView['language'];

  @Field({ description: SUBJECT_DESCRIPTION })
  subject: string;

  @Field({ description: BODY_DESCRIPTION })
  body: string;

  @Field({ description: "Whether the company wrote it; otherwise it is the site's default." })
  own: boolean;

  @Field(() => TimedMessageDefaultWording, {
    description: "The site's own wording in the language, which the company's replaces.",
  })
  default: TimedMessageDefaultWording;
}

/** When a message goes, as the company reads it and sets it: the fields both types inherit. */
@ObjectType({ description: 'When a timed message goes.' })
@InputType('TimedMessageTimingInput', { description: 'When a timed message goes.' })
class TimedMessageTimingFields {
  @Field({ description: 'Whether it goes at all.' })
  enabled: boolean;

  @Field(() => Int, { description: DAYS_DESCRIPTION })
  days: number;

  @Field({ description: TIME_DESCRIPTION })
  time: string;

  @Field(() => String, { nullable: true, description: PICKUP_DESCRIPTION })
  pickupTime: string | null;
}

@ObjectType({
  description: "A message a confirmed booking's traveller gets by itself, and when it goes.",
})
export class TimedMessageSetting
  extends TimedMessageTimingFields
  implements TimedMessageSettingView
{
  @Field(() => String, { description: KIND_DESCRIPTION })
  kind: TimedMessageSettingView['kind'];

  @Field(() => [String], { description: 'The names its wording may use in braces: {name} …' })
  placeholders: string[];

  @Field(() => [TimedMessageWordingView], { description: 'Its wording in every language.' })
  wordings: TimedMessageWordingView[];

  @Field({ description: 'When the company last changed it.' })
  updatedAt: Date;
}

@InputType({ description: "A timed message's wording in one language." })
export class TimedMessageWordingInput {
  @Field({ description: 'en, de, fr, ru or zh.' })
  language: string;

  @Field({ description: SUBJECT_DESCRIPTION })
  subject: string;

  @Field({ description: BODY_DESCRIPTION })
  body: string;
}

@InputType({ description: 'What the company sets of a timed message.' })
export class TimedMessageSettingInput
  extends TimedMessageTimingFields
  implements TimedMessageChange
{
  @Field(() => [TimedMessageWordingInput], {
    description:
      'Its wording in the languages given; one left out, or given as its default, reads the default.',
  })
  wordings: TimedMessageWordingInput[];
}
