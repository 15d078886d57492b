import { TEXT_PAIRS as ACCOUNT_PAIRS } from './account-texts';
import { TEXT_PAIRS as ALBUM_PAIRS } from './album-texts';
import { TEXT_PAIRS as BOOKING_PAIRS } from './booking-texts';
import { TEXT_PAIRS as CONTENT_PAIRS } from './content-texts';
import { TEXT_PAIRS as FEEDBACK_PAIRS } from './feedback-texts';
import type { TextPairs } from './text';

export type { TextDescriptor, TextPairs, Translatable } from './text';
export { ACCOUNT_TEXTS } from './account-texts';
export { ALBUM_TEXTS, uploadedText } from './album-texts';
export { BOOKING_CHOICE_TEXTS, BOOKING_TEXTS, bookingReceivedText } from './booking-texts';
export {
  CONTENT_FIELD_TEXTS,
  CONTENT_FIELD_WORDS,
  CONTENT_SHAPES,
  CONTENT_TEXTS,
} from './content-texts';
export { contentSayingsIn, contentWordIn, type TranslateText } from './content-sayings';
export { FEEDBACK_TEXTS } from './feedback-texts';
export { SESSION_TEXTS } from './session-texts';

/**
 * Every English message of the shared modules with its descriptor: what the server finds the
 * translation of a shared rule's message by (the rules answer in English, for the client too).
 */
export const SHARED_TEXTS: TextPairs = [
  ...ACCOUNT_PAIRS,
  ...FEEDBACK_PAIRS,
  ...BOOKING_PAIRS,
  ...ALBUM_PAIRS,
  ...CONTENT_PAIRS,
];
