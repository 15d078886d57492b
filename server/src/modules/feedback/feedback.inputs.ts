import { Field, InputType, Int } from 'type-graphql';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_COMMENT_MIN_LENGTH,
  FEEDBACK_LOCATION_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '@lanka-tours/shared/feedback-rules';

@InputType({ description: "A review's text; the email is always the signed-in account's." })
export class FeedbackInput {
  @Field({ description: `The name to sign with, at most ${FEEDBACK_NAME_MAX_LENGTH} characters.` })
  fullName: string;

  @Field(() => Int, { description: `From ${RATING_MIN} to ${RATING_MAX} stars.` })
  rating: number;

  @Field({
    description: `From ${FEEDBACK_COMMENT_MIN_LENGTH} to ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
  })
  comment: string;

  @Field(() => String, {
    nullable: true,
    description: `Where the author comes from, at most ${FEEDBACK_LOCATION_MAX_LENGTH} characters; optional.`,
  })
  location?: string | null;
}
