import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_COMMENT_MIN_LENGTH,
  FEEDBACK_LOCATION_MAX_LENGTH,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_MESSAGES,
} from '../feedback-rules';
import { SESSION_MESSAGE_DESCRIPTORS } from './session-messages';
import { messagePairs, type MessageDescriptor, type MessagePairs } from './descriptor';

/** FEEDBACK_MESSAGES as descriptors, key for key. */
export const FEEDBACK_MESSAGE_DESCRIPTORS = {
  loginRequired: /*i18n*/ { id: 'Please log in to submit feedback' },
  authenticationRequired: SESSION_MESSAGE_DESCRIPTORS.authenticationRequired,
  allFieldsRequired: /*i18n*/ { id: 'All fields are required' },
  commentTooShort: /*i18n*/ {
    id: 'Comment must be at least {min} characters long',
    values: { min: FEEDBACK_COMMENT_MIN_LENGTH },
  },
  nameField: /*i18n*/ { id: 'Please provide your name' },
  emailField: /*i18n*/ { id: 'Please provide a valid email' },
  ratingField: /*i18n*/ { id: 'Please provide a rating' },
  commentField: /*i18n*/ {
    id: 'Please share your feedback (minimum {min} characters)',
    values: { min: FEEDBACK_COMMENT_MIN_LENGTH },
  },
  nameTooLong: /*i18n*/ {
    id: 'Name must be at most {max} characters',
    values: { max: FEEDBACK_NAME_MAX_LENGTH },
  },
  commentTooLong: /*i18n*/ {
    id: 'Comment must be at most {max} characters',
    values: { max: FEEDBACK_COMMENT_MAX_LENGTH },
  },
  locationTooLong: /*i18n*/ {
    id: 'Location must be at most {max} characters',
    values: { max: FEEDBACK_LOCATION_MAX_LENGTH },
  },
  tooManyImages: /*i18n*/ {
    id: 'You can upload a maximum of {max} images',
    values: { max: FEEDBACK_MAX_IMAGES },
  },
  submitted: /*i18n*/ { id: 'Feedback submitted successfully!' },
  updated: /*i18n*/ { id: 'Feedback updated successfully!' },
  deleted: /*i18n*/ { id: 'Feedback deleted successfully!' },
  confirmDelete: /*i18n*/ { id: 'Are you sure you want to delete this feedback?' },
  loadFailed: /*i18n*/ { id: 'Failed to load feedback. Please try again later.' },
  processFailed: /*i18n*/ { id: 'Failed to process feedback. Please try again.' },
  deleteFailed: /*i18n*/ { id: 'Failed to delete feedback. Please try again.' },
  notFound: /*i18n*/ { id: 'Feedback not found' },
  notAuthor: /*i18n*/ { id: 'You can only change your own feedback' },
} satisfies Record<keyof typeof FEEDBACK_MESSAGES, MessageDescriptor>;

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const MESSAGE_PAIRS: MessagePairs = messagePairs(
  FEEDBACK_MESSAGES,
  FEEDBACK_MESSAGE_DESCRIPTORS,
);
