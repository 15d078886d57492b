import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../../common/errors';
import { on } from '../../rest/api-contract';
import { receiveUpload, type MediaService } from '../media';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import type { User } from '../users';
import type { FeedbackChange, FeedbackService } from './feedback.service';
import { FEEDBACK_API, type RestFeedback } from './feedback.contract';
import type { FeedbackView } from './feedback.types';
import { translate } from '../../common/i18n';

/** Feedback as the specification's REST clients read it: images are URLs of the largest variant. */
export function toRestFeedback(feedback: FeedbackView): z.infer<typeof RestFeedback> {
  return {
    _id: feedback.id,
    userId: feedback.userId,
    fullName: feedback.fullName,
    ...(feedback.email !== null && { email: feedback.email }),
    rating: feedback.rating,
    comment: feedback.comment,
    location: feedback.location ?? '',
    images: feedback.images.map((image) => image.url),
    createdAt: feedback.createdAt.toISOString(),
    updatedAt: feedback.updatedAt.toISOString(),
    reply: feedback.reply && {
      text: feedback.reply.text,
      repliedAt: feedback.reply.repliedAt.toISOString(),
    },
    hidden: feedback.hidden && {
      reason: feedback.hidden.reason,
      hiddenAt: feedback.hidden.hiddenAt.toISOString(),
    },
    verified: feedback.verified,
  };
}

type Fields = Record<string, string[] | string | undefined>;

const first = (fields: Fields, name: string): string => {
  const value = fields[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
const all = (fields: Fields, name: string): string[] | undefined => {
  const value = fields[name];
  return value === undefined ? undefined : ([] as string[]).concat(value);
};

/** The id of a kept image, named by its id or by one of its URLs. */
function mediaIdOf(reference: string): string {
  return /^\/media\/([^/]+)\//.exec(reference)?.[1] ?? reference;
}

/**
 * The fields of POST and PUT, from multipart (`images` repeated) or JSON. `keepImages` (ids or
 * URLs, repeated) chooses the current images kept on PUT; without it, all are kept. A multipart
 * body counts as one of the author's uploads in flight until the answer.
 */
async function readChange(
  req: Request,
  res: Response,
  media: MediaService,
  author: User,
): Promise<FeedbackChange> {
  let fields: Fields = (req.body as Fields | undefined) ?? {};
  let images: Readable[] = [];
  if (req.is('multipart/form-data')) {
    ({ fields, files: images } = await receiveUpload(req, res, media, author.id, {
      fileField: 'images',
      maxFiles: FEEDBACK_MAX_IMAGES,
      tooManyFiles: () =>
        new AppError('BAD_USER_INPUT', FEEDBACK_MESSAGES.tooManyImages, {
          images: FEEDBACK_MESSAGES.tooManyImages,
        }),
    }));
  }
  const rating = first(fields, 'rating');
  return {
    values: {
      fullName: first(fields, 'fullName'),
      rating: /^\s*\d+\s*$/.test(rating) ? Number(rating) : NaN,
      comment: first(fields, 'comment'),
      location: first(fields, 'location'),
    },
    images,
    keepImageIds: all(fields, 'keepImages')?.map(mediaIdOf),
    reviewToken: first(fields, 'reviewToken') || undefined,
  };
}

export function feedbackRoutes(feedback: FeedbackService, media: MediaService): Router {
  const router = Router();

  on(router, FEEDBACK_API.list, async (_req, res) => {
    res.json({ feedback: (await feedback.list(res.locals.viewer)).map(toRestFeedback) });
  });

  on(router, FEEDBACK_API.mine, async (_req, res) => {
    res.json({ feedback: (await feedback.listMine(res.locals.viewer)).map(toRestFeedback) });
  });

  on(router, FEEDBACK_API.invitation, async (req, res) => {
    const { tourTitle, month } = await feedback.invitation(req.params.token);
    res.json({ tourTitle, month });
  });

  // The service refuses a signed-out author before a byte of the upload is read.
  on(router, FEEDBACK_API.create, async (req, res) => {
    const created = await feedback.create(res.locals.viewer, (author) =>
      readChange(req, res, media, author),
    );
    res
      .status(201)
      .json({ feedback: toRestFeedback(created), message: translate(FEEDBACK_MESSAGES.submitted) });
  });

  on(router, FEEDBACK_API.update, async (req, res) => {
    const updated = await feedback.update(res.locals.viewer, req.params.id, (author) =>
      readChange(req, res, media, author),
    );
    res.json({ feedback: toRestFeedback(updated), message: translate(FEEDBACK_MESSAGES.updated) });
  });

  on(router, FEEDBACK_API.delete, async (req, res) => {
    await feedback.delete(res.locals.viewer, req.params.id);
    res.json({ message: translate(FEEDBACK_MESSAGES.deleted) });
  });

  return router;
}
