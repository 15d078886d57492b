import type { Translatable } from '@lanka-tours/shared/messages';
import { AppError } from './errors';
import { translate } from './i18n';

/** What is wrong with a form, by field: a message of the catalogs, or a shared rule's English. */
export type Problems = Record<string, Translatable>;

/** Refuses the request when a field has a problem: each under its field, in its language. */
export function refuseProblems(problems: Problems): void {
  const entries = Object.entries(problems);
  if (!entries.length) return;
  const fields = Object.fromEntries(entries.map(([field, message]) => [field, translate(message)]));
  throw AppError.invalidInput(fields, entries[0][1]);
}
