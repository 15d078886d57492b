import { z } from 'zod';
import type { ErrorCode } from '../../common/errors';
import { isoTime, Message, operation, text, UPLOAD_REFUSALS } from '../../rest/api-contract';
import { REVIEW_TOKEN_DESCRIPTION } from './feedback.types';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_COMMENT_MIN_LENGTH,
  FEEDBACK_LOCATION_MAX_LENGTH,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '@lanka-tours/shared/feedback-rules';

export const RestFeedback = z.object({
  _id: z.string(),
  userId: z.string().meta({ description: 'The author.' }),
  fullName: z.string(),
  email: z.string().optional().meta({ description: 'For the author and the tour guides only.' }),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string(),
  location: z.string(),
  images: z.array(z.string()).meta({ description: 'URLs of the largest WebP variant.' }),
  createdAt: isoTime,
  updatedAt: isoTime,
  reply: z
    .object({ text: z.string(), repliedAt: isoTime })
    .nullable()
    .meta({ description: "The company's reply, shown to everyone; null when there is none." }),
  hidden: z
    .object({
      reason: z
        .string()
        .nullable()
        .meta({ description: 'For the tour guides; null for the author.' }),
      hiddenAt: isoTime,
    })
    .nullable()
    .meta({
      description:
        'Set when the company hid the review: only the tour guides and its author read it.',
    }),
  verified: z
    .object({ tourTitle: z.string(), month: z.string().meta({ description: 'YYYY-MM.' }) })
    .nullable()
    .meta({
      description:
        'Set when a verified traveller wrote it, from the link emailed after their tour.',
    }),
});

/** A review's fields, in a JSON body or as multipart fields beside its photos. */
const REVIEW_FIELDS = {
  fullName: text('The name shown with the review.', { max: FEEDBACK_NAME_MAX_LENGTH }),
  rating: z
    .union([z.number().int().min(RATING_MIN).max(RATING_MAX), z.string()])
    .meta({ description: `${RATING_MIN} to ${RATING_MAX} stars (a number, or its digits).` }),
  comment: text(`${FEEDBACK_COMMENT_MIN_LENGTH} to ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`, {
    max: FEEDBACK_COMMENT_MAX_LENGTH,
  }),
  location: text('Where the traveller comes from.', {
    max: FEEDBACK_LOCATION_MAX_LENGTH,
    optional: true,
  }),
};

/** A new review's fields: with the token of the link emailed after a tour, a verified one's. */
const NEW_REVIEW_FIELDS = {
  ...REVIEW_FIELDS,
  reviewToken: text(REVIEW_TOKEN_DESCRIPTION, { max: 200, optional: true }),
};

const KEPT = {
  keepImages: z.array(z.string()).optional().meta({
    description: 'The current photos kept (ids or URLs, repeated); without it, all are kept.',
  }),
};

const PHOTOS = { name: 'images', max: FEEDBACK_MAX_IMAGES };
const REVIEW_REFUSALS: ErrorCode[] = [
  'BAD_USER_INPUT',
  'FEEDBACK_LOGIN_REQUIRED',
  ...UPLOAD_REFUSALS,
];
const Saved = z.object({ feedback: RestFeedback, message: z.string() });
const Listed = z.object({ feedback: z.array(RestFeedback) });

/** `/api/feedback`: travellers' reviews, with photos. */
export const FEEDBACK_API = {
  list: operation({
    method: 'get',
    path: '/',
    summary: 'Every review, newest first',
    access: 'anyone',
    answer: { status: 200, description: 'The reviews.', body: Listed },
  }),
  mine: operation({
    method: 'get',
    path: '/user/me',
    summary: "The signed-in traveller's reviews",
    access: 'signed-in',
    answer: { status: 200, description: 'Their reviews.', body: Listed },
  }),
  invitation: operation({
    method: 'get',
    path: '/invitations/:token',
    summary: 'The tour the link emailed after it invites its traveller to review',
    access: 'anyone',
    params: { token: z.string().meta({ description: REVIEW_TOKEN_DESCRIPTION }) },
    answer: {
      status: 200,
      description: 'The tour, and the month it started (YYYY-MM).',
      body: z.object({ tourTitle: z.string(), month: z.string() }),
    },
    errors: ['REVIEW_LINK_INVALID', 'TOUR_REVIEWED_ALREADY'],
  }),
  create: operation({
    method: 'post',
    path: '/',
    summary: `Write a review, with up to ${FEEDBACK_MAX_IMAGES} photos (multipart)`,
    access: 'signed-in',
    json: NEW_REVIEW_FIELDS,
    multipart: { fields: NEW_REVIEW_FIELDS, files: PHOTOS },
    answer: { status: 201, description: 'Published.', body: Saved },
    errors: [
      ...REVIEW_REFUSALS,
      'FEEDBACK_LIMIT_REACHED',
      'REVIEW_LINK_INVALID',
      'TOUR_REVIEWED_ALREADY',
    ],
  }),
  update: operation({
    method: 'put',
    path: '/:id',
    summary: 'Change one of your reviews: its fields, photos kept and photos added',
    access: 'signed-in',
    json: { ...REVIEW_FIELDS, ...KEPT },
    multipart: { fields: { ...REVIEW_FIELDS, ...KEPT }, files: PHOTOS },
    answer: { status: 200, description: 'Saved.', body: Saved },
    errors: [...REVIEW_REFUSALS, 'NOT_AUTHOR', 'FEEDBACK_NOT_FOUND'],
  }),
  delete: operation({
    method: 'delete',
    path: '/:id',
    summary: 'Delete one of your reviews (a tour guide may delete any)',
    access: 'signed-in',
    answer: { status: 200, description: 'Deleted.', body: Message },
    errors: ['NOT_AUTHOR', 'FEEDBACK_NOT_FOUND'],
  }),
};

export const FEEDBACK_SCHEMAS = { Feedback: RestFeedback };
