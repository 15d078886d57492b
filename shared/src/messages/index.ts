import { MESSAGE_PAIRS as ACCOUNT_PAIRS } from './account-messages';
import { MESSAGE_PAIRS as ALBUM_PAIRS } from './album-messages';
import { MESSAGE_PAIRS as BOOKING_PAIRS } from './booking-messages';
import { MESSAGE_PAIRS as CONTENT_PAIRS } from './content-messages';
import { MESSAGE_PAIRS as FEEDBACK_PAIRS } from './feedback-messages';
import type { MessagePairs } from './descriptor';

export type { MessageDescriptor, MessagePairs, Translatable } from './descriptor';
export { ACCOUNT_MESSAGE_DESCRIPTORS } from './account-messages';
export { ALBUM_MESSAGE_DESCRIPTORS, uploadedMessage } from './album-messages';
export {
  BOOKING_CHOICE_DESCRIPTORS,
  BOOKING_MESSAGE_DESCRIPTORS,
  bookingReceivedMessage,
} from './booking-messages';
export {
  CONTENT_FIELD_MESSAGE_DESCRIPTORS,
  CONTENT_NAME_MESSAGES,
  CONTENT_SHAPES,
  CONTENT_MESSAGE_DESCRIPTORS,
} from './content-messages';
export {
  contentFieldMessagesIn,
  contentNameIn,
  type TranslateMessage,
} from './content-messages-in';
export { FEEDBACK_MESSAGE_DESCRIPTORS } from './feedback-messages';
export { SESSION_MESSAGE_DESCRIPTORS } from './session-messages';

/**
 * Every English message of the shared modules with its descriptor: what the server finds the
 * translation of a shared rule's message by (the rules answer in English, for the client too).
 */
export const SHARED_MESSAGE_PAIRS: MessagePairs = [
  ...ACCOUNT_PAIRS,
  ...FEEDBACK_PAIRS,
  ...BOOKING_PAIRS,
  ...ALBUM_PAIRS,
  ...CONTENT_PAIRS,
];
