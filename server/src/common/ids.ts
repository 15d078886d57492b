const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text can be the id of a row (a UUID). Anything else names no row, so callers answer
 * "not found" without asking PostgreSQL, which would refuse the text with an error.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
