import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import {
  HIDDEN_REASON_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  type FeedbackModerationService,
} from './feedback-moderation.service';
import { FeedbackView } from './feedback.types';

const REVIEW = { description: 'The review id.' };

/** The company's reply under a review, and a review hidden or shown again: tour guides only. */
@Resolver()
export class FeedbackModerationResolver {
  constructor(private readonly moderation: FeedbackModerationService) {}

  @Mutation(() => FeedbackView, {
    description:
      "Tour guides only: the company's public reply under a review, in place of any earlier one.",
  })
  replyToFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, REVIEW) id: string,
    @Arg('text', { description: `Plain text, at most ${REPLY_MAX_LENGTH} characters.` })
    text: string,
  ): Promise<FeedbackView> {
    return this.moderation.reply(viewer, id, text);
  }

  @Mutation(() => FeedbackView, {
    description: "Tour guides only: takes the company's reply back.",
  })
  removeFeedbackReply(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, REVIEW) id: string,
  ): Promise<FeedbackView> {
    return this.moderation.removeReply(viewer, id);
  }

  @Mutation(() => FeedbackView, {
    description:
      'Tour guides only: hides a review from visitors (the list, the rating), keeping it with why.',
  })
  hideFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, REVIEW) id: string,
    @Arg('reason', {
      description: `Why, for the company: at most ${HIDDEN_REASON_MAX_LENGTH} characters.`,
    })
    reason: string,
  ): Promise<FeedbackView> {
    return this.moderation.hide(viewer, id, reason);
  }

  @Mutation(() => FeedbackView, { description: 'Tour guides only: shows a hidden review again.' })
  showFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, REVIEW) id: string,
  ): Promise<FeedbackView> {
    return this.moderation.show(viewer, id);
  }
}
