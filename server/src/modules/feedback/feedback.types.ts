import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MediaImage } from '../media';

export const REVIEW_TOKEN_DESCRIPTION =
  "The token of the link emailed after a tour (the review page's `review` parameter): the review is then a verified traveller's of that tour, one per booking.";

@ObjectType('FeedbackReply', {
  description: "The company's public reply under a review.",
  simpleResolvers: true,
})
export class FeedbackReplyView {
  @Field({ description: 'The reply, as written (plain text).' })
  text: string;

  @Field({ description: 'When it was written or last changed.' })
  repliedAt: Date;
}

@ObjectType('FeedbackHidden', {
  description: 'A review hidden from visitors by the company: it is kept, with why.',
  simpleResolvers: true,
})
export class FeedbackHiddenView {
  @Field(() => String, {
    nullable: true,
    description: 'Why it was hidden: for the tour guides; null for its author.',
  })
  reason: string | null;

  @Field({ description: 'When it was hidden.' })
  hiddenAt: Date;
}

@ObjectType('FeedbackVerified', {
  description:
    "What a verified traveller's review reviews: written from the link emailed after their tour.",
  simpleResolvers: true,
})
export class FeedbackVerifiedView {
  @Field({ description: "The tour's title, as it was booked." })
  tourTitle: string;

  @Field({ description: 'The month the tour started: YYYY-MM.' })
  month: string;
}

// Plain data: no field needs a resolver of its own (graphql-js reads the properties).
@ObjectType('Feedback', {
  description: 'A star-rated review written by a signed-in visitor.',
  simpleResolvers: true,
})
export class FeedbackView {
  @Field(() => ID, { description: 'The review id (a UUID).' })
  id: string;

  @Field(() => ID, { description: 'The author.' })
  userId: string;

  @Field({ description: 'The name the author signs the review with.' })
  fullName: string;

  @Field(() => String, {
    nullable: true,
    description: "The author's account email: for the author and the tour guides, null for others.",
  })
  email: string | null;

  @Field(() => Int, { description: 'From 1 to 5 stars.' })
  rating: number;

  @Field({ description: 'The review itself, as written (plain text).' })
  comment: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where the author comes from; null when not said.',
  })
  location: string | null;

  @Field(() => [MediaImage], { description: 'In upload order.' })
  images: MediaImage[];

  @Field({ description: 'When it was written.' })
  createdAt: Date;

  @Field({ description: 'When its author last changed it.' })
  updatedAt: Date;

  @Field(() => FeedbackReplyView, {
    nullable: true,
    description: "The company's reply, shown to everyone; null when there is none.",
  })
  reply: FeedbackReplyView | null;

  @Field(() => FeedbackHiddenView, {
    nullable: true,
    description:
      'Set when the company hid the review: only the tour guides and its author read a hidden review.',
  })
  hidden: FeedbackHiddenView | null;

  @Field(() => FeedbackVerifiedView, {
    nullable: true,
    description:
      'Set when a verified traveller wrote it, from the link emailed after their tour: the tour and its month.',
  })
  verified: FeedbackVerifiedView | null;
}

@ObjectType({ description: 'The average rating and how many reviews it is drawn from.' })
export class FeedbackSummary {
  @Field(() => Float, { description: 'Rounded to one decimal; 0 when there is no feedback.' })
  average: number;

  @Field(() => Int, { description: 'How many reviews there are.' })
  count: number;
}
