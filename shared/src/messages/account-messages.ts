import {
  ACCOUNT_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_QUESTIONS_LOCK_MINUTES,
} from '../account-rules';
import { SECURITY_QUESTIONS } from '../recovery-rules';
import { SESSION_MESSAGE_DESCRIPTORS } from './session-messages';
import { messagePairs, type MessageDescriptor, type MessagePairs } from './descriptor';

/** ACCOUNT_MESSAGES as descriptors, key for key: the English wordings are theirs exactly. */
export const ACCOUNT_MESSAGE_DESCRIPTORS = {
  ...SESSION_MESSAGE_DESCRIPTORS,
  loginEmailRequired: /*i18n*/ { id: 'Email address is required' },
  loginEmailInvalid: /*i18n*/ { id: 'Please enter a valid email address' },
  passwordRequired: /*i18n*/ { id: 'Password is required' },
  nameRequired: /*i18n*/ { id: 'Name is required' },
  nameTooLong: /*i18n*/ {
    id: 'Name must be at most {max} characters',
    values: { max: NAME_MAX_LENGTH },
  },
  nameInvalid: /*i18n*/ { id: 'Name contains characters that are not allowed' },
  emailRequired: /*i18n*/ { id: 'Email is required' },
  emailInvalid: /*i18n*/ { id: 'Email is invalid' },
  passwordTooShort: /*i18n*/ {
    id: 'Password must be at least {min} characters',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  passwordTooLong: /*i18n*/ {
    id: 'Password must be at most {max} characters',
    values: { max: PASSWORD_MAX_LENGTH },
  },
  passwordMismatch: /*i18n*/ { id: 'Passwords do not match' },
  countryRequired: /*i18n*/ { id: 'Please select your country' },
  registrationFailed: /*i18n*/ { id: 'Registration failed' },
  loginFailed: /*i18n*/ { id: 'Login failed' },
  serverNotResponding: /*i18n*/ {
    id: 'Server not responding. Please check your connection and try again.',
  },
  forgotFailed: /*i18n*/ { id: 'Failed to send reset email' },
  forgotSent: /*i18n*/ { id: 'Check your email for password reset instructions' },
  forgotSentFallback: /*i18n*/ {
    id: "We've sent password reset instructions to your email if it exists in our system.",
  },
  resetTokenMissing: /*i18n*/ { id: 'Invalid or missing reset token' },
  resetPasswordTooShort: /*i18n*/ {
    id: 'Password must be at least {min} characters long',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  resetInvalidToken: /*i18n*/ {
    id: 'This reset link has expired or is invalid. Please request a new password reset link.',
  },
  resetInvalidPassword: /*i18n*/ {
    id: 'Your new password is invalid. Password must be at least {min} characters.',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  resetRequestError: /*i18n*/ { id: 'An error occurred with your request.' },
  resetSucceeded: /*i18n*/ {
    id: 'Password reset successful! You can now login with your new password.',
  },
  resetSucceededNotice: /*i18n*/ {
    id: 'Your password has been reset successfully. You can now login with your new password.',
  },
  answersIncorrect: /*i18n*/ { id: 'One or more answers are incorrect. Please try again.' },
  questionsLocked: /*i18n*/ {
    id: 'Too many incorrect answers. Recovery by security questions is locked for {minutes} minutes; please try again later or reset your password by email.',
    values: { minutes: SECURITY_QUESTIONS_LOCK_MINUTES },
  },
  questionsPasswordChanged: /*i18n*/ {
    id: 'Password changed successfully! You can now login with your new password.',
  },
  favoriteCityRequired: /*i18n*/ { id: 'Please enter your favourite city in Sri Lanka' },
  birthYearInvalid: /*i18n*/ {
    id: 'Please enter your birth year as four digits, for example 1990',
  },
  petNameRequired: /*i18n*/ { id: "Please enter your first pet's name" },
  answerTooLong: /*i18n*/ {
    id: 'Answers must be at most {max} characters',
    values: { max: SECURITY_ANSWER_MAX_LENGTH },
  },
  securityAnswersSaved: /*i18n*/ { id: 'Your security questions have been saved.' },
  manualVerificationSent: /*i18n*/ {
    id: 'Thank you. Our support team will check your details and reply by email within 24 hours.',
  },
  profileUpdated: /*i18n*/ { id: 'Profile updated successfully!' },
  profileUpdateFailed: /*i18n*/ { id: 'Failed to update profile. Please try again.' },
  profileNoResponse: /*i18n*/ { id: 'Server did not respond. Please check your connection.' },
  currentPasswordWrong: /*i18n*/ { id: 'Current password is incorrect' },
  passwordChanged: /*i18n*/ {
    id: 'Your password has been changed. Your other devices have been signed out.',
  },
  passwordChangeFailed: /*i18n*/ { id: 'Failed to change password. Please try again.' },
  signOutOthersFailed: /*i18n*/ {
    id: 'Failed to sign out your other devices. Please try again.',
  },
  securityAnswersFailed: /*i18n*/ {
    id: 'Failed to save your security questions. Please try again.',
  },
  otherDevicesSignedOut: /*i18n*/ { id: 'All your other devices have been signed out.' },
  deleteConfirmMismatch: /*i18n*/ { id: 'Email confirmation does not match' },
  deleteFailed: /*i18n*/ { id: 'Failed to delete account. Please try again.' },
  accountDeleted: /*i18n*/ { id: 'Your account has been deleted.' },
} satisfies Record<keyof typeof ACCOUNT_MESSAGES, MessageDescriptor>;

/** SECURITY_QUESTIONS as descriptors, key for key. */
export const SECURITY_QUESTION_DESCRIPTORS = {
  favoriteCity: /*i18n*/ { id: 'What is your favourite city in Sri Lanka?' },
  birthYear: /*i18n*/ { id: 'In which year were you born?' },
  petName: /*i18n*/ { id: 'What was the name of your first pet?' },
} satisfies Record<keyof typeof SECURITY_QUESTIONS, MessageDescriptor>;

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const MESSAGE_PAIRS: MessagePairs = [
  ...messagePairs(ACCOUNT_MESSAGES, ACCOUNT_MESSAGE_DESCRIPTORS),
  ...messagePairs(SECURITY_QUESTIONS, SECURITY_QUESTION_DESCRIPTORS),
];
