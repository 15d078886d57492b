/** The timed messages module's public face: the queue, its task, and the schedule of a booking. */
export { installMessageQueue, MessageQueueWorker, TIMED_MESSAGE_TASK } from './message-queue';
export { sendTimedMessage, type TimedMessageParts } from './send-timed-message';
export { tripMessages } from './trip-schedule';
export { TimedMessageSettingsService } from './timed-message-settings.service';
export { TIMED_MESSAGE_API, TIMED_MESSAGE_SCHEMAS } from './timed-messages.contract';
export { TimedMessagesResolver } from './timed-messages.resolver';
export { timedMessageRoutes } from './timed-messages.routes';
