import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { openUploads, Upload } from '../../graphql/upload-scalar';
import { FEEDBACK_MAX_IMAGES } from '@lanka-tours/shared/feedback-rules';
import { FeedbackInput } from './feedback.inputs';
import type { FeedbackService } from './feedback.service';
import {
  FeedbackSummary,
  FeedbackVerifiedView,
  FeedbackView,
  REVIEW_TOKEN_DESCRIPTION,
} from './feedback.types';

@Resolver(() => FeedbackView)
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  @Query(() => [FeedbackView], { description: 'Every visitor sees the newest reviews first.' })
  feedbacks(@Ctx() { viewer }: RequestContext): Promise<FeedbackView[]> {
    return this.feedback.list(viewer);
  }

  @Query(() => [FeedbackView], { description: "The signed-in user's own reviews." })
  myFeedback(@Ctx() { viewer }: RequestContext): Promise<FeedbackView[]> {
    return this.feedback.listMine(viewer);
  }

  @Query(() => FeedbackSummary, {
    description: 'The average rating of every review, and their number.',
  })
  feedbackSummary(): Promise<FeedbackSummary> {
    return this.feedback.summary();
  }

  @Query(() => FeedbackVerifiedView, {
    description:
      'The tour the link emailed after it invites its traveller to review; refused when the link is not valid or the tour was reviewed already.',
  })
  async reviewInvitation(
    @Arg('token', { description: REVIEW_TOKEN_DESCRIPTION }) token: string,
  ): Promise<FeedbackVerifiedView> {
    const { tourTitle, month } = await this.feedback.invitation(token);
    return { tourTitle, month };
  }

  @Mutation(() => FeedbackView, {
    description: `Signed in only: publishes a review with at most ${FEEDBACK_MAX_IMAGES} images.`,
  })
  createFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => FeedbackInput, { description: 'The review.' }) input: FeedbackInput,
    @Arg('images', () => [Upload], {
      nullable: true,
      description: 'JPEG, PNG, WebP or GIF photos, one file each (multipart request); optional.',
    })
    images?: Promise<FileUpload>[] | null,
    @Arg('reviewToken', () => String, { nullable: true, description: REVIEW_TOKEN_DESCRIPTION })
    reviewToken?: string | null,
  ): Promise<FeedbackView> {
    return this.feedback.create(viewer, async () => ({
      values: input,
      images: await openUploads(images),
      reviewToken: reviewToken ?? undefined,
    }));
  }

  @Mutation(() => FeedbackView, {
    description: `Only the author may update; at most ${FEEDBACK_MAX_IMAGES} images in all.`,
  })
  updateFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, { description: 'The review id.' }) id: string,
    @Arg('input', () => FeedbackInput, { description: 'Its new text and rating.' })
    input: FeedbackInput,
    @Arg('keepImageIds', () => [ID], {
      nullable: true,
      description: 'The current images to keep; omitted, all are kept.',
    })
    keepImageIds?: string[] | null,
    @Arg('images', () => [Upload], { nullable: true, description: 'Images to add.' })
    images?: Promise<FileUpload>[] | null,
  ): Promise<FeedbackView> {
    return this.feedback.update(viewer, id, async () => ({
      values: input,
      keepImageIds: keepImageIds ?? undefined,
      images: await openUploads(images),
    }));
  }

  @Mutation(() => ID, { description: 'Only the author may delete; answers the deleted id.' })
  deleteFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID, { description: 'The review id.' }) id: string,
  ): Promise<string> {
    return this.feedback.delete(viewer, id);
  }
}
