import type { ObjectField } from './fields';
import { splitDocument, type TextsByPath } from './texts';

/** A revision as it is compared: its document (English texts) and its other languages' texts. */
export interface RevisionContent {
  document: Record<string, unknown>;
  translations: Record<string, TextsByPath>;
}

/** One text of a field that differs between two revisions, in one language. */
export interface TextChange {
  /** The field's path: 'fullDetails.attractions.0.name'. */
  path: string;
  language: string;
  /** Null where the older revision had no such text. */
  before: string | null;
  /** Null where the newer revision has none. */
  after: string | null;
}

/** Whether two values read from JSON are the same, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const at = (value: object, key: string) => (value as Record<string, unknown>)[key];
  return [...keys].every((key) => sameValue(at(a, key), at(b, key)));
}

/** The schema's own field (a group counts as one) that holds the text at `path`. */
export const topField = (path: string) => path.split('.')[0];

/** Each language's texts: English from the document, the others as stored. */
function textsByLanguage(
  schema: ObjectField,
  revision: RevisionContent,
): Record<string, TextsByPath | undefined> {
  return { en: splitDocument(schema, revision.document).texts, ...revision.translations };
}

/**
 * The texts that differ from `older` to `newer`, in the form's order of fields, English first
 * and then the other languages as the revisions list them.
 */
export function textChanges(
  schema: ObjectField,
  older: RevisionContent,
  newer: RevisionContent,
): TextChange[] {
  const before = textsByLanguage(schema, older);
  const after = textsByLanguage(schema, newer);
  const changes: TextChange[] = [];
  for (const language of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[language] ?? {};
    const is = after[language] ?? {};
    for (const path of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (was[path] === is[path]) continue;
      changes.push({ path, language, before: was[path] ?? null, after: is[path] ?? null });
    }
  }
  const order = Object.keys(schema.fields);
  const place = (change: TextChange) => order.indexOf(topField(change.path));
  return changes.sort((a, b) => place(a) - place(b));
}

/**
 * The keys of the schema's own fields that differ between two revisions, in the form's order:
 * their values, or a text inside them in any language.
 */
export function changedFields(
  schema: ObjectField,
  older: RevisionContent,
  newer: RevisionContent,
): string[] {
  const changed = new Set(textChanges(schema, older, newer).map(({ path }) => topField(path)));
  const was = splitDocument(schema, older.document).data;
  const is = splitDocument(schema, newer.document).data;
  for (const key of Object.keys(schema.fields)) {
    if (!sameValue(was[key], is[key])) changed.add(key);
  }
  return Object.keys(schema.fields).filter((key) => changed.has(key));
}
