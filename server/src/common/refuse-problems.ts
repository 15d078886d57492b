import type { Translatable } from '@lanka-tours/shared/messages';
import { AppError } from './errors';
import { translate } from './i18n';

/** What is wrong with a form, by field: a message of the catalogs, or a shared rule's English. */
export type Problems = Record<string, Translatable>;

/** The refusal of a form with at least one problem: each under its field, in its language. */
export function problemsError(problems: Problems): AppError {
  const entries = Object.entries(problems);
  const fields = Object.fromEntries(entries.map(([field, message]) => [field, translate(message)]));
  return AppError.invalidInput(fields, entries[0][1]);
}

/** Refuses the request when a field has a problem. */
export function refuseProblems(problems: Problems): void {
  if (Object.keys(problems).length) throw problemsError(problems);
}
