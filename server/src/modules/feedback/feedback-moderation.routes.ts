import { Router } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { FEEDBACK_MODERATION_API as API } from './feedback-moderation.contract';
import type { FeedbackModerationService } from './feedback-moderation.service';
import { toRestFeedback } from './feedback.routes';

/** `/api/feedback/:id/reply` and `/hidden`, as GraphQL's moderation mutations. */
export function feedbackModerationRoutes(moderation: FeedbackModerationService): Router {
  const router = Router();
  on(router, API.reply, async (req, res) => {
    const { text } = bodyTexts(req, API.reply);
    const review = await moderation.reply(res.locals.viewer, req.params.id, text);
    res.json({ feedback: toRestFeedback(review) });
  });
  on(router, API.removeReply, async (req, res) => {
    const review = await moderation.removeReply(res.locals.viewer, req.params.id);
    res.json({ feedback: toRestFeedback(review) });
  });
  on(router, API.hide, async (req, res) => {
    const { reason } = bodyTexts(req, API.hide);
    const review = await moderation.hide(res.locals.viewer, req.params.id, reason);
    res.json({ feedback: toRestFeedback(review) });
  });
  on(router, API.show, async (req, res) => {
    const review = await moderation.show(res.locals.viewer, req.params.id);
    res.json({ feedback: toRestFeedback(review) });
  });
  return router;
}
