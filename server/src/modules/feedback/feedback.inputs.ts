import { Field, InputType, Int, ObjectType, Float } from 'type-graphql';

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

@ObjectType({ description: 'The average rating and how many reviews it is drawn from.' })
export class FeedbackSummary {
  @Field(() => Float, { description: 'Rounded to one decimal; 0 when there is no feedback.' })
  average: number;

  @Field(() => Int)
  count: number;
}
