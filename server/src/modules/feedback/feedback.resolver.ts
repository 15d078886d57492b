import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Upload } from '../../graphql/upload-scalar';
import { MediaImage, toMediaImage } from '../media/media-image.type';
import { Feedback } from './feedback.entity';
import { FeedbackInput, FeedbackSummary } from './feedback.inputs';
import type { FeedbackService } from './feedback.service';

async function openUploads(uploads: Promise<FileUpload>[] | null | undefined) {
  const files = await Promise.all(uploads ?? []);
  return files.map((file) => file.createReadStream());
}

@Resolver(() => Feedback)
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  @Query(() => [Feedback], { description: 'Every visitor sees the newest reviews first.' })
  feedbacks(): Promise<Feedback[]> {
    return this.feedback.list();
  }

  @Query(() => [Feedback], { description: "The signed-in user's own reviews." })
  myFeedback(@Ctx() { viewer }: RequestContext): Promise<Feedback[]> {
    return this.feedback.listMine(viewer);
  }

  @Query(() => FeedbackSummary)
  feedbackSummary(): Promise<FeedbackSummary> {
    return this.feedback.summary();
  }

  @Mutation(() => Feedback)
  async createFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
    @Arg('images', () => [Upload], { nullable: true }) images?: Promise<FileUpload>[] | null,
  ): Promise<Feedback> {
    this.feedback.requireSubmitter(viewer);
    return this.feedback.create(viewer, { values: input, images: await openUploads(images) });
  }

  @Mutation(() => Feedback, { description: 'Only the author may update; at most 5 images.' })
  async updateFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
    @Arg('keepImageIds', () => [ID], {
      nullable: true,
      description: 'The current images to keep; omitted, all are kept.',
    })
    keepImageIds?: string[] | null,
    @Arg('images', () => [Upload], { nullable: true, description: 'Images to add.' })
    images?: Promise<FileUpload>[] | null,
  ): Promise<Feedback> {
    this.feedback.requireSubmitter(viewer);
    return this.feedback.update(viewer, id, {
      values: input,
      keepImageIds: keepImageIds ?? undefined,
      images: await openUploads(images),
    });
  }

  @Mutation(() => ID, { description: 'Only the author may delete; answers the deleted id.' })
  deleteFeedback(
    @Ctx() { viewer }: RequestContext,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    return this.feedback.delete(viewer, id);
  }

  @FieldResolver(() => String, { description: "The author's account email." })
  email(@Root() feedback: Feedback): string {
    return feedback.author.email;
  }

  @FieldResolver(() => [MediaImage])
  images(@Root() feedback: Feedback): MediaImage[] {
    return feedback.images.map((image) => toMediaImage(image.media));
  }
}
