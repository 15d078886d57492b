import { isValidDate } from '@lanka-tours/shared/album-rules';
import type { MessageDescriptor } from '@lanka-tours/shared/messages';
import { LARGEST_PRICED_PARTY } from '@lanka-tours/shared/tour-prices';
import type { Problems } from '../../common/refuse-problems';

export const GUIDE_NAME_MAX_LENGTH = 100;
/** A phone travellers can call: digits and spaces, a leading + allowed (+94 77 123 4567). */
export const GUIDE_PHONE = /^\+?\d[\d ]{5,19}$/;
export const GUIDE_PHONE_MAX_LENGTH = 21;
/** A language a guide speaks: its ISO 639 code (en, de, si, ta, ja …). */
export const GUIDE_LANGUAGE = /^[a-z]{2,3}$/;
export const GUIDE_LANGUAGES_MAX = 12;
/** The longest span of days off entered at once. */
export const DAYS_OFF_MAX_DAYS = 366;
/** The most days one availability read covers: a quarter. */
export const AVAILABILITY_MAX_DAYS = 92;

export const GUIDE_MESSAGES = {
  nameRequired: /*i18n*/ { id: "Please give the guide's name." },
  nameTooLong: /*i18n*/ {
    id: 'The name must be at most {max} characters.',
    values: { max: GUIDE_NAME_MAX_LENGTH },
  },
  languagesInvalid: /*i18n*/ {
    id: 'Give from 1 to {max} languages, each by its code (en, de, si …).',
    values: { max: GUIDE_LANGUAGES_MAX },
  },
  guideNotFound: /*i18n*/ { id: 'No guide has this id.' },
  dayOffNotFound: /*i18n*/ { id: 'The guide has no such days off.' },
  dateInvalid: /*i18n*/ { id: 'Give a date as YYYY-MM-DD.' },
  datesReversed: /*i18n*/ { id: 'The last day cannot come before the first.' },
  daysOffTooLong: /*i18n*/ {
    id: 'Enter at most {max} days off at once.',
    values: { max: DAYS_OFF_MAX_DAYS },
  },
  rangeTooLong: /*i18n*/ {
    id: 'Ask for at most {max} days at a time.',
    values: { max: AVAILABILITY_MAX_DAYS },
  },
  tourNotFound: /*i18n*/ { id: 'No tour has this id.' },
  partyNotPriced: /*i18n*/ {
    id: 'A party of 1 to {max} travellers books online; a larger one asks for a quote.',
    values: { max: LARGEST_PRICED_PARTY },
  },
  languageInvalid: /*i18n*/ { id: 'Give the language by its code (en, de, si …).' },
  accountNotTourGuide: /*i18n*/ {
    id: 'No tour guide with a confirmed address signs in with this email address.',
  },
  accountTaken: /*i18n*/ { id: 'This account already belongs to another guide.' },
  phoneInvalid: /*i18n*/ {
    id: 'Give the phone as digits and spaces, a leading + allowed, such as {example}.',
    values: { example: '+94 77 123 4567' },
  },
  photoRequired: /*i18n*/ { id: 'Please choose a photo to upload.' },
} satisfies Record<string, MessageDescriptor>;

/** Days from `from` to `to` (YYYY-MM-DD), both counted. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** A span of days, checked: each date real, the last not before the first, at most `max` long. */
export function checkSpan(
  from: string,
  to: string,
  max: number,
  tooLong: MessageDescriptor,
): Problems {
  const errors: Problems = {};
  if (!isValidDate(from)) errors.from = GUIDE_MESSAGES.dateInvalid;
  if (!isValidDate(to)) errors.to = GUIDE_MESSAGES.dateInvalid;
  if (Object.keys(errors).length) return errors;
  const days = daysBetween(from, to);
  if (days < 1) errors.to = GUIDE_MESSAGES.datesReversed;
  else if (days > max) errors.to = tooLong;
  return errors;
}

/**
 * A guide's fields, checked: the name trimmed, the languages without repeats, the phone trimmed
 * (empty: none).
 */
export function checkGuide(name: string, languages: readonly string[], phone = '') {
  const errors: Problems = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = GUIDE_MESSAGES.nameRequired;
  else if (trimmed.length > GUIDE_NAME_MAX_LENGTH) errors.name = GUIDE_MESSAGES.nameTooLong;
  const codes = [...new Set(languages.map((code) => code.trim()))];
  if (
    !codes.length ||
    codes.length > GUIDE_LANGUAGES_MAX ||
    !codes.every((code) => GUIDE_LANGUAGE.test(code))
  ) {
    errors.languages = GUIDE_MESSAGES.languagesInvalid;
  }
  const number = phone.trim();
  if (number && !GUIDE_PHONE.test(number)) errors.phone = GUIDE_MESSAGES.phoneInvalid;
  return { errors, guide: { name: trimmed, languages: codes, phone: number || null } };
}
