const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether text is the id of a row: a UUID in its one spelling, lower case, as PostgreSQL writes
 * it. Anything else names no row, so callers answer "not found" without asking PostgreSQL, which
 * would refuse the text with an error; and no other spelling of an id is read or kept apart.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The one spelling of an id written in another letter case; undefined when it is no UUID. */
export function canonicalUuid(text: string): string | undefined {
  const lower = text.toLowerCase();
  return isUuid(lower) ? lower : undefined;
}
