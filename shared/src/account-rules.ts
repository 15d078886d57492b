import { isCountry } from './countries';
import { isValidEmail } from './email-address';
import type { FieldErrors } from './field-errors';
import { SESSION_MESSAGES } from './session-messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const SECURITY_ANSWER_MAX_LENGTH = 100;
/** The specification's rule: anything shorter cannot be a reset token. */
export const RESET_TOKEN_MIN_LENGTH = 20;
export const RESET_LINK_MINUTES = 10;
export const SECURITY_QUESTIONS_MAX_FAILURES = 5;
export const SECURITY_QUESTIONS_LOCK_MINUTES = 15;
const CONTROL_CHARACTER = /\p{Cc}/u;

export const ACCOUNT_MESSAGES = {
  ...SESSION_MESSAGES,
  loginEmailRequired: 'Email address is required',
  loginEmailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  nameInvalid: 'Name contains characters that are not allowed',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordMismatch: 'Passwords do not match',
  countryRequired: 'Please select your country',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  serverNotResponding: 'Server not responding. Please check your connection and try again.',

  forgotFailed: 'Failed to send reset email',
  forgotSent: 'Check your email for password reset instructions',
  forgotSentFallback:
    "We've sent password reset instructions to your email if it exists in our system.",
  resetTokenMissing: 'Invalid or missing reset token',
  resetPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  resetInvalidToken:
    'This reset link has expired or is invalid. Please request a new password reset link.',
  resetInvalidPassword: `Your new password is invalid. Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  resetRequestError: 'An error occurred with your request.',
  resetSucceeded: 'Password reset successful! You can now login with your new password.',
  resetSucceededNotice:
    'Your password has been reset successfully. You can now login with your new password.',
  answersIncorrect: 'One or more answers are incorrect. Please try again.',
  questionsLocked: `Too many incorrect answers. Recovery by security questions is locked for ${SECURITY_QUESTIONS_LOCK_MINUTES} minutes; please try again later or reset your password by email.`,
  questionsPasswordChanged:
    'Password changed successfully! You can now login with your new password.',
  favoriteCityRequired: 'Please enter your favourite city in Sri Lanka',
  birthYearInvalid: 'Please enter your birth year as four digits, for example 1990',
  petNameRequired: "Please enter your first pet's name",
  answerTooLong: `Answers must be at most ${SECURITY_ANSWER_MAX_LENGTH} characters`,
  securityAnswersSaved: 'Your security questions have been saved.',
  manualVerificationSent:
    'Thank you. Our support team will check your details and reply by email within 24 hours.',

  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  profileNoResponse: 'Server did not respond. Please check your connection.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  signOutOthersFailed: 'Failed to sign out your other devices. Please try again.',
  securityAnswersFailed: 'Failed to save your security questions. Please try again.',
  otherDevicesSignedOut: 'All your other devices have been signed out.',
  deleteConfirmMismatch: 'Email confirmation does not match',
  deleteFailed: 'Failed to delete account. Please try again.',
  accountDeleted: 'Your account has been deleted.',
} as const;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  country: string;
}

/** The rule for any password being chosen: at registration now, at a reset later. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return undefined;
}

/** The confirmation typed under a new password must repeat it exactly. */
export function passwordConfirmationError(
  password: string,
  confirmation: string,
): string | undefined {
  return confirmation === password ? undefined : ACCOUNT_MESSAGES.passwordMismatch;
}

/** The sign-in form's wording, also used where a form asks only for an address. */
export function signInEmailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return ACCOUNT_MESSAGES.loginEmailRequired;
  if (!isValidEmail(trimmed)) return ACCOUNT_MESSAGES.loginEmailInvalid;
  return undefined;
}

export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  errors.email = signInEmailError(values.email);
  if (!values.password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
  return errors;
}

function nameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return ACCOUNT_MESSAGES.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return ACCOUNT_MESSAGES.nameTooLong;
  if (CONTROL_CHARACTER.test(name)) return ACCOUNT_MESSAGES.nameInvalid;
  return undefined;
}

export function registrationErrors(
  values: RegistrationValues,
): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  const email = values.email.trim();
  errors.name = nameError(values.name);
  if (!email) errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  errors.password = newPasswordError(values.password);
  if (!isCountry(values.country)) errors.country = ACCOUNT_MESSAGES.countryRequired;
  return errors;
}

export interface ProfileValues {
  name: string;
  country: string;
}

/** The profile edits only the name and the country, with the registration form's rules. */
export function profileErrors(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return {
    name: nameError(values.name),
    country: isCountry(values.country) ? undefined : ACCOUNT_MESSAGES.countryRequired,
  };
}

/** The Delete Account modal confirms only when the typed text is the account's email exactly. */
export function deleteConfirmationMatches(typed: string, email: string): boolean {
  return typed === email;
}
