import { AppError } from './errors';

/** C0 controls (NUL among them, which PostgreSQL refuses in text) and DEL: what this looks for. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An id, slug or key as it may be looked up: no name of the site holds a control character, and
 * NUL would make PostgreSQL fail the query. Refused as the caller's mistake, never read.
 */
export function plainKey(text: string): string {
  if (CONTROL.test(text)) throw new AppError('CONTROL_CHARACTERS');
  return text;
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
