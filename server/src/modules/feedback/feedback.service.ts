import type { DataSource, EntityManager } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { isUniqueViolation } from '../../common/sql';
import { onePart, ReadCache } from '../../common/read-cache';
import type { Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MESSAGES,
  feedbackProblems,
  type FeedbackValues,
} from '@lanka-tours/shared/feedback-rules';
import type {
  ImageRules,
  ImageSource,
  MediaService,
  UploadReceiver,
  ProcessedImage,
} from '../media';
import type { User } from '../users';
import type { FeedbackLimit } from './feedback-limit';
import type { InvitedTrip, ReviewInvitations } from './review-invitations';
import { feedbackByAuthor, feedbackById, newestFeedback, visibleSummary } from './feedback-reads';
import { Feedback, FeedbackImage } from './feedback.entity';
import type { FeedbackSummary, FeedbackView } from './feedback.types';

const IMAGE_RULES: ImageRules = { allowedTypes: FEEDBACK_IMAGE_TYPES };

export interface FeedbackChange {
  values: FeedbackValues;
  /** New uploads, added after the images kept. */
  images: ImageSource[];
  /** On update: the ids of the current images to keep; undefined keeps them all. */
  keepImageIds?: string[];
  /** On create: the token of the link emailed after a tour, which verifies the review. */
  reviewToken?: string;
}

/** The form's one message (the specification's words) with every field's own. */
function assertValidFeedback(values: FeedbackValues): void {
  const { message, fields } = feedbackProblems(values);
  assertValid(fields, message);
}

function tooManyImages(): AppError {
  return new AppError('BAD_USER_INPUT', FEEDBACK_MESSAGES.tooManyImages, {
    images: FEEDBACK_MESSAGES.tooManyImages,
  });
}

/** A review without why it is hidden, if it is: that is the company's to know. */
const withoutReason = (review: FeedbackView): FeedbackView =>
  review.hidden ? { ...review, hidden: { ...review.hidden, reason: null } } : review;

/** A review as `viewer` may read it: why it was hidden is for the tour guides only. */
export const forViewer = (review: FeedbackView, viewer: Viewer): FeedbackView =>
  viewer.isAdmin ? review : withoutReason(review);

function cleanValues(values: FeedbackValues) {
  return {
    fullName: values.fullName.trim(),
    rating: values.rating,
    comment: values.comment.trim(),
    location: values.location?.trim() || null,
  };
}

/**
 * Feedback: validation and authorship checks shared by GraphQL and REST. Every write is a change
 * visitors see (SiteChanges).
 */
export class FeedbackService {
  /** The public reads, cached until a review changes (the viewer's own part added per request). */
  private readonly reads: ReadCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
    private readonly media: MediaService,
    private readonly limit: FeedbackLimit,
    private readonly invitations: ReviewInvitations,
  ) {
    this.reads = new ReadCache(changes, onePart('feedback'));
  }

  /**
   * Everyone reads the reviews visitors see; the tour guides the hidden ones too, with why. A
   * review's email only its author and the tour guides read.
   */
  async list(viewer: Viewer): Promise<FeedbackView[]> {
    if (viewer.isAdmin) {
      return this.reads.get('newest-all', () => newestFeedback(this.dataSource.manager, 'all'));
    }
    const reviews = await this.reads.get('newest', () => newestFeedback(this.dataSource.manager));
    // A refused token reads the list as a visitor does, without failing.
    const readerId = viewer.user?.id;
    return reviews.map((review) =>
      review.userId === readerId ? review : { ...review, email: null },
    );
  }

  /** The author's own reviews, a hidden one marked so (why is the company's to know). */
  async listMine(viewer: Viewer): Promise<FeedbackView[]> {
    const reviews = await feedbackByAuthor(this.dataSource.manager, viewer.requireUser().id);
    return reviews.map((review) => forViewer(review, viewer));
  }

  summary(): Promise<FeedbackSummary> {
    return this.reads.get('summary', () => visibleSummary(this.dataSource.manager));
  }

  /** Signed out is refused before the upload is received; its images are processed in a slot. */
  async create(viewer: Viewer, receive: UploadReceiver<FeedbackChange>): Promise<FeedbackView> {
    const user = viewer.requireUser('FEEDBACK_LOGIN_REQUIRED');
    await this.limit.assertRoomFor(user.id);
    const change = await receive(user);
    assertValidFeedback(change.values);
    if (change.images.length > FEEDBACK_MAX_IMAGES) throw tooManyImages();
    // A link that is not valid, or a tour reviewed already, is refused before images are processed.
    if (change.reviewToken) await this.invitedTrip(this.dataSource.manager, change.reviewToken);
    return this.media.withUploadSlot(change.images, () => this.insert(user, change));
  }

  /** The tour a review link invites to review, unless it has a review already. */
  async invitation(token: string): Promise<InvitedTrip> {
    return this.invitedTrip(this.dataSource.manager, token);
  }

  private async invitedTrip(manager: EntityManager, token: string): Promise<InvitedTrip> {
    const trip = await this.invitations.trip(manager, token);
    if (await manager.existsBy(Feedback, { bookingId: trip.bookingId })) {
      throw new AppError('TOUR_REVIEWED_ALREADY');
    }
    return trip;
  }

  async update(
    viewer: Viewer,
    id: string,
    receive: UploadReceiver<FeedbackChange>,
  ): Promise<FeedbackView> {
    const user = viewer.requireUser('FEEDBACK_LOGIN_REQUIRED');
    const change = await receive(user);
    const current = await this.ownedBy(user, id, this.dataSource.manager);
    assertValidFeedback(change.values);
    const keep = this.imagesToKeep(current, change.keepImageIds);
    if (keep.length + change.images.length > FEEDBACK_MAX_IMAGES) throw tooManyImages();
    return this.media.withUploadSlot(change.images, () => this.replace(user, id, change));
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const user = viewer.requireUser();
    await this.changes.transaction('feedback', async (manager) => {
      await this.ownedBy(user, id, manager, true);
      // Its image rows cascade, and their trigger removes the media.
      await manager.delete(Feedback, { id });
    });
    return id;
  }

  private async insert(user: User, change: FeedbackChange): Promise<FeedbackView> {
    const prepared = await this.media.prepareImages(change.images, IMAGE_RULES);
    const id = await this.changes
      .transaction('feedback', async (manager) => {
        await this.limit.count(user.id, manager);
        const trip = change.reviewToken
          ? await this.invitedTrip(manager, change.reviewToken)
          : undefined;
        const inserted = await manager.insert(Feedback, {
          ...cleanValues(change.values),
          userId: user.id,
          bookingId: trip?.bookingId ?? null,
          verifiedTour: trip?.tourTitle ?? null,
          verifiedMonth: trip?.month ?? null,
        });
        const feedbackId = inserted.identifiers[0].id as string;
        await this.attach(manager, feedbackId, prepared, 0);
        return feedbackId;
      })
      .catch((error: unknown) => {
        // Two reviews of one booking sent at once: the database keeps the first.
        if (isUniqueViolation(error, 'UQ_feedback_booking')) {
          throw new AppError('TOUR_REVIEWED_ALREADY');
        }
        throw error;
      });
    return this.byId(id);
  }

  private async replace(user: User, id: string, change: FeedbackChange): Promise<FeedbackView> {
    const prepared = await this.media.prepareImages(change.images, IMAGE_RULES);
    await this.changes.transaction('feedback', async (manager) => {
      // Locked and read again: a concurrent change must not push the images past the limit.
      const locked = await this.ownedBy(user, id, manager, true);
      const kept = this.imagesToKeep(locked, change.keepImageIds);
      if (kept.length + prepared.length > FEEDBACK_MAX_IMAGES) throw tooManyImages();
      const keptIds = new Set(kept.map((image) => image.mediaId));
      const dropped = locked.images.filter((image) => !keptIds.has(image.mediaId));
      await manager.update(Feedback, { id }, cleanValues(change.values));
      if (dropped.length) {
        await manager.delete(
          FeedbackImage,
          dropped.map((image) => ({ feedbackId: id, mediaId: image.mediaId })),
        );
      }
      const next = Math.max(-1, ...kept.map((image) => image.position)) + 1;
      await this.attach(manager, id, prepared, next);
    });
    return this.byId(id);
  }

  /** The author's review as written; why it is hidden, if it is, stays the company's. */
  private async byId(id: string): Promise<FeedbackView> {
    const found = await feedbackById(this.dataSource.manager, id);
    if (!found) throw new AppError('FEEDBACK_NOT_FOUND');
    return withoutReason(found);
  }

  /** The feedback, when it exists and the viewer wrote it; checked the same on both transports. */
  private async ownedBy(
    user: User,
    id: string,
    manager: EntityManager,
    lock = false,
  ): Promise<Feedback> {
    if (!isUuid(id)) throw new AppError('FEEDBACK_NOT_FOUND');
    const query = manager
      .createQueryBuilder(Feedback, 'feedback')
      .leftJoinAndSelect('feedback.images', 'image')
      .where('feedback.id = :id', { id });
    if (lock) query.setLock('pessimistic_write', undefined, ['feedback']);
    const found = await query.getOne();
    if (!found) throw new AppError('FEEDBACK_NOT_FOUND');
    if (found.userId !== user.id) throw new AppError('NOT_AUTHOR');
    return found;
  }

  private imagesToKeep(feedback: Feedback, keepImageIds?: string[]): FeedbackImage[] {
    if (!keepImageIds) return feedback.images;
    const wanted = new Set(keepImageIds);
    return feedback.images.filter((image) => wanted.has(image.mediaId));
  }

  private async attach(
    manager: EntityManager,
    feedbackId: string,
    images: ProcessedImage[],
    firstPosition: number,
  ): Promise<void> {
    for (const [index, image] of images.entries()) {
      const media = await this.media.save(image, manager);
      await manager.insert(FeedbackImage, {
        feedbackId,
        mediaId: media.id,
        position: firstPosition + index,
      });
    }
  }
}
