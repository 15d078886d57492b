import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_ANSWER_MAX_LENGTH,
} from './account-rules';
import type { FieldErrors } from './field-errors';

export interface SecurityAnswers {
  favoriteCity: string;
  birthYear: string;
  petName: string;
}

export const SECURITY_QUESTIONS: Record<keyof SecurityAnswers, string> = {
  favoriteCity: 'What is your favourite city in Sri Lanka?',
  birthYear: 'In which year were you born?',
  petName: 'What was the name of your first pet?',
};

const FOUR_DIGIT_YEAR = /^\d{4}$/;
const CONTROL_CHARACTER = /\p{Cc}/u;
const EARLIEST_BIRTH_YEAR = 1900;

function textAnswerError(value: string, missing: string): string | undefined {
  const answer = value.trim();
  if (!answer) return missing;
  if (answer.length > SECURITY_ANSWER_MAX_LENGTH) return ACCOUNT_MESSAGES.answerTooLong;
  if (CONTROL_CHARACTER.test(answer)) return missing;
  return undefined;
}

export function favoriteCityError(value: string): string | undefined {
  return textAnswerError(value, ACCOUNT_MESSAGES.favoriteCityRequired);
}

/** Answers being set on the profile: a city, a plausible four-digit year and a pet's name. */
export function securityAnswerErrors(
  answers: SecurityAnswers,
  currentYear: number,
): FieldErrors<keyof SecurityAnswers> {
  const year = answers.birthYear.trim();
  const yearValid =
    FOUR_DIGIT_YEAR.test(year) &&
    Number(year) >= EARLIEST_BIRTH_YEAR &&
    Number(year) <= currentYear;
  return {
    favoriteCity: favoriteCityError(answers.favoriteCity),
    birthYear: yearValid ? undefined : ACCOUNT_MESSAGES.birthYearInvalid,
    petName: textAnswerError(answers.petName, ACCOUNT_MESSAGES.petNameRequired),
  };
}

/**
 * The reset page and the last step of the security questions word a short password the
 * specification's way ('... at least 6 characters long').
 */
export function recoveryPasswordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.resetPasswordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return undefined;
}
