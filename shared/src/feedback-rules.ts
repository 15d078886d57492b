import { SESSION_MESSAGES } from './session-messages';

export const FEEDBACK_COMMENT_MIN_LENGTH = 10;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_NAME_MAX_LENGTH = 100;
export const FEEDBACK_LOCATION_MAX_LENGTH = 100;
export const FEEDBACK_MAX_IMAGES = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The image types feedback accepts, decided by the file's bytes. */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const FEEDBACK_MESSAGES = {
  loginRequired: 'Please log in to submit feedback',
  authenticationRequired: SESSION_MESSAGES.authenticationRequired,
  allFieldsRequired: 'All fields are required',
  commentTooShort: `Comment must be at least ${FEEDBACK_COMMENT_MIN_LENGTH} characters long`,
  nameField: 'Please provide your name',
  emailField: 'Please provide a valid email',
  ratingField: 'Please provide a rating',
  commentField: `Please share your feedback (minimum ${FEEDBACK_COMMENT_MIN_LENGTH} characters)`,
  nameTooLong: `Name must be at most ${FEEDBACK_NAME_MAX_LENGTH} characters`,
  commentTooLong: `Comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  locationTooLong: `Location must be at most ${FEEDBACK_LOCATION_MAX_LENGTH} characters`,
  tooManyImages: `You can upload a maximum of ${FEEDBACK_MAX_IMAGES} images`,
  submitted: 'Feedback submitted successfully!',
  updated: 'Feedback updated successfully!',
  deleted: 'Feedback deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this feedback?',
  loadFailed: 'Failed to load feedback. Please try again later.',
  processFailed: 'Failed to process feedback. Please try again.',
  deleteFailed: 'Failed to delete feedback. Please try again.',
  notFound: 'Feedback not found',
  notAuthor: 'You can only change your own feedback',
} as const;

export interface FeedbackValues {
  fullName: string;
  rating: number;
  comment: string;
  location?: string | null;
}

export type FeedbackField = 'fullName' | 'rating' | 'comment' | 'location';

export interface FeedbackProblems {
  /** The one message for the whole form, or undefined when the values are fine. */
  message?: string;
  fields: Partial<Record<FeedbackField, string>>;
}

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
}

/** 'n / 10 characters minimum' and, while short, '(Need N more characters)'. */
export function commentCounter(comment: string): { count: string; need?: string } {
  const length = comment.trim().length;
  const missing = FEEDBACK_COMMENT_MIN_LENGTH - length;
  return {
    count: `${length} / ${FEEDBACK_COMMENT_MIN_LENGTH} characters minimum`,
    need: missing > 0 ? `(Need ${missing} more characters)` : undefined,
  };
}

/** The form and both transports check feedback with these rules and these messages. */
export function feedbackProblems(values: FeedbackValues): FeedbackProblems {
  const fields: FeedbackProblems['fields'] = {};
  const fullName = values.fullName.trim();
  const comment = values.comment.trim();
  if (!fullName) fields.fullName = FEEDBACK_MESSAGES.nameField;
  else if (fullName.length > FEEDBACK_NAME_MAX_LENGTH)
    fields.fullName = FEEDBACK_MESSAGES.nameTooLong;
  if (!isValidRating(values.rating)) fields.rating = FEEDBACK_MESSAGES.ratingField;
  if (comment.length < FEEDBACK_COMMENT_MIN_LENGTH) fields.comment = FEEDBACK_MESSAGES.commentField;
  else if (comment.length > FEEDBACK_COMMENT_MAX_LENGTH) {
    fields.comment = FEEDBACK_MESSAGES.commentTooLong;
  }
  if ((values.location ?? '').trim().length > FEEDBACK_LOCATION_MAX_LENGTH) {
    fields.location = FEEDBACK_MESSAGES.locationTooLong;
  }
  return { message: formMessage(fields, fullName, comment, values.rating), fields };
}

function formMessage(
  fields: FeedbackProblems['fields'],
  fullName: string,
  comment: string,
  rating: number,
): string | undefined {
  if (!fullName || !comment || !isValidRating(rating)) return FEEDBACK_MESSAGES.allFieldsRequired;
  if (comment.length < FEEDBACK_COMMENT_MIN_LENGTH) return FEEDBACK_MESSAGES.commentTooShort;
  return Object.values(fields).find(Boolean);
}
