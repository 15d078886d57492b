import { SESSION_MESSAGES } from '../session-messages';
import { messagePairs, type MessageDescriptor, type MessagePairs } from './descriptor';

/** SESSION_MESSAGES as descriptors, key for key. */
export const SESSION_MESSAGE_DESCRIPTORS = {
  sessionExpired: /*i18n*/ { id: 'Session expired. Please sign in again.' },
  authenticationRequired: /*i18n*/ { id: 'Authentication required. Please log in.' },
  noToken: /*i18n*/ { id: 'No token received from server' },
  notAGuide: /*i18n*/ { id: 'You need tour guide privileges to access this page.' },
} satisfies Record<keyof typeof SESSION_MESSAGES, MessageDescriptor>;

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const MESSAGE_PAIRS: MessagePairs = messagePairs(
  SESSION_MESSAGES,
  SESSION_MESSAGE_DESCRIPTORS,
);
