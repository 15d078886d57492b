import { isCountry } from './countries';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const CONTROL_CHARACTER = /\p{Cc}/u;

export const ACCOUNT_MESSAGES = {
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
  sessionExpired: 'Session expired. Please sign in again.',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  noToken: 'No token received from server',
  serverNotResponding: 'Server not responding. Please check your connection and try again.',
} as const;

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

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

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
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

export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = values.email.trim();
  if (!email) errors.email = ACCOUNT_MESSAGES.loginEmailRequired;
  else if (!isValidEmail(email)) errors.email = ACCOUNT_MESSAGES.loginEmailInvalid;
  if (!values.password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
  return errors;
}

export function registrationErrors(
  values: RegistrationValues,
): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = ACCOUNT_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = ACCOUNT_MESSAGES.nameTooLong;
  else if (CONTROL_CHARACTER.test(name)) errors.name = ACCOUNT_MESSAGES.nameInvalid;
  if (!email) errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  errors.password = newPasswordError(values.password);
  if (!isCountry(values.country)) errors.country = ACCOUNT_MESSAGES.countryRequired;
  return errors;
}
