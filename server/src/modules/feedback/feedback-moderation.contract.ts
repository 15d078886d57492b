import { z } from 'zod';
import { operation, text } from '../../rest/api-contract';
import { HIDDEN_REASON_MAX_LENGTH, REPLY_MAX_LENGTH } from './feedback-moderation.service';
import { RestFeedback } from './feedback.contract';

const REVIEW = { id: z.string().meta({ description: 'The review id.' }) };
const Changed = (description: string) => ({
  status: 200,
  description,
  body: z.object({ feedback: RestFeedback }),
});

/** `/api/feedback/:id/reply` and `/hidden`: the company's part in the reviews (tour guides). */
export const FEEDBACK_MODERATION_API = {
  reply: operation({
    method: 'put',
    path: '/:id/reply',
    summary: "Write the company's public reply under a review",
    access: 'tour-guide',
    params: REVIEW,
    json: { text: text('Plain text.', { max: REPLY_MAX_LENGTH }) },
    answer: Changed('The review, with the reply.'),
    errors: ['BAD_USER_INPUT', 'FEEDBACK_NOT_FOUND'],
  }),
  removeReply: operation({
    method: 'delete',
    path: '/:id/reply',
    summary: "Take the company's reply back",
    access: 'tour-guide',
    params: REVIEW,
    answer: Changed('The review, without a reply.'),
    errors: ['FEEDBACK_NOT_FOUND'],
  }),
  hide: operation({
    method: 'put',
    path: '/:id/hidden',
    summary: 'Hide a review from visitors, keeping it with why',
    access: 'tour-guide',
    params: REVIEW,
    json: { reason: text('Why, for the company.', { max: HIDDEN_REASON_MAX_LENGTH }) },
    answer: Changed('The review, hidden.'),
    errors: ['BAD_USER_INPUT', 'FEEDBACK_NOT_FOUND'],
  }),
  show: operation({
    method: 'delete',
    path: '/:id/hidden',
    summary: 'Show a hidden review again',
    access: 'tour-guide',
    params: REVIEW,
    answer: Changed('The review, shown.'),
    errors: ['FEEDBACK_NOT_FOUND'],
  }),
};
