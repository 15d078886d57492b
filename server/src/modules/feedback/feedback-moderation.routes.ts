import { Router, type Response } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { FEEDBACK_MODERATION_API as API } from './feedback-moderation.contract';
import type { FeedbackModerationService } from './feedback-moderation.service';
import { toRestFeedback } from './feedback.routes';
import type { FeedbackView } from './feedback.types';

const answer = (res: Response, review: FeedbackView) =>
  res.json({ feedback: toRestFeedback(review) });

/** `/api/feedback/:id/reply` and `/hidden`, as GraphQL's moderation mutations. */
export function feedbackModerationRoutes(moderation: FeedbackModerationService): Router {
  const router = Router();
  on(router, API.reply, async (req, res) => {
    const { text } = bodyTexts(req, API.reply);
    answer(res, await moderation.reply(res.locals.viewer, req.params.id, text));
  });
  on(router, API.removeReply, async (req, res) => {
    answer(res, await moderation.removeReply(res.locals.viewer, req.params.id));
  });
  on(router, API.hide, async (req, res) => {
    const { reason } = bodyTexts(req, API.hide);
    answer(res, await moderation.hide(res.locals.viewer, req.params.id, reason));
  });
  on(router, API.show, async (req, res) => {
    answer(res, await moderation.show(res.locals.viewer, req.params.id));
  });
  return router;
}
