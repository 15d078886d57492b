import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: "A review's text; the email is always the signed-in account's." })
export class FeedbackInput {
  @Field()
  fullName: string;

  @Field(() => Int)
  rating: number;

  @Field()
  comment: string;

  @Field(() => String, { nullable: true })
  location?: string | null;
}
