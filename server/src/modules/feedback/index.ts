/** The feedback module's public face: travellers' reviews with their ratings and photos. */
export { FeedbackLimit } from './feedback-limit';
export { FEEDBACK_API, FEEDBACK_SCHEMAS } from './feedback.contract';
export { Feedback, FeedbackImage } from './feedback.entity';
export { FeedbackResolver } from './feedback.resolver';
export { feedbackRoutes } from './feedback.routes';
export { FeedbackService } from './feedback.service';
export { ReviewInvitations } from './review-invitations';
export { FEEDBACK_MODERATION_API } from './feedback-moderation.contract';
export { FeedbackModerationResolver } from './feedback-moderation.resolver';
export { feedbackModerationRoutes } from './feedback-moderation.routes';
export { FeedbackModerationService } from './feedback-moderation.service';
