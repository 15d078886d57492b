import {
  PICKUP_PLACE_MAX_LENGTH,
  TIMED_MESSAGE_DAYS_MAX,
  WORDING_BODY_MAX_LENGTH,
  WORDING_SUBJECT_MAX_LENGTH,
} from '../timed-message-limits';
import type { MessageDescriptor, MessagePairs } from './descriptor';

/** What the timed messages' settings refuse, and why (shared/src/timed-messages.ts). */
export const TIMED_MESSAGE_MESSAGES = {
  daysOutOfRange: /*i18n*/ {
    id: 'Days must be a whole number from 0 to {max}.',
    values: { max: TIMED_MESSAGE_DAYS_MAX },
  },
  timeInvalid: /*i18n*/ { id: 'Time must be written as hours and minutes, like 09:30.' },
  subjectRequired: /*i18n*/ { id: 'Subject is required' },
  subjectTooLong: /*i18n*/ {
    id: 'Subject must be at most {max} characters.',
    values: { max: WORDING_SUBJECT_MAX_LENGTH },
  },
  bodyRequired: /*i18n*/ { id: 'Text is required' },
  bodyTooLong: /*i18n*/ {
    id: 'Text must be at most {max} characters.',
    values: { max: WORDING_BODY_MAX_LENGTH },
  },
  unknownPlaceholder: /*i18n*/ {
    id: '{placeholder} is not a placeholder of this message. It can use: {known}.',
  },
  pickupPlaceTooLong: /*i18n*/ {
    id: 'The pickup place must be at most {max} characters.',
    values: { max: PICKUP_PLACE_MAX_LENGTH },
  },
  unclosedBrace: /*i18n*/ {
    id: 'A brace is not closed: write placeholders as {example}.',
    values: { example: '{name}' },
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * This domain's English messages beside their descriptors: none, as its rules answer with the
 * descriptors themselves (the client loads the table with every domain's catalog).
 */
export const MESSAGE_PAIRS: MessagePairs = [];
