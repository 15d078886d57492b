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
function sameValue(a: unknown, b: unknown): boolean {
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

/** What differs from one revision to the next. */
export interface RevisionChanges {
  /** The schema's own fields (a group counts as one) whose value or a text inside differs. */
  fields: string[];
  /** Each text that differs, English first, then the other languages as the revisions list them. */
  texts: TextChange[];
}

/** What differs from `older` to `newer`, both in the form's order of fields. */
export function revisionChanges(
  schema: ObjectField,
  older: RevisionContent,
  newer: RevisionContent,
): RevisionChanges {
  const before = textsByLanguage(schema, older);
  const after = textsByLanguage(schema, newer);
  const texts: TextChange[] = [];
  for (const language of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[language] ?? {};
    const is = after[language] ?? {};
    for (const path of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (was[path] === is[path]) continue;
      texts.push({ path, language, before: was[path] ?? null, after: is[path] ?? null });
    }
  }
  const order = Object.keys(schema.fields);
  const place = (change: TextChange) => order.indexOf(topField(change.path));
  const changed = new Set(texts.map(({ path }) => topField(path)));
  const dataBefore = splitDocument(schema, older.document).data;
  const dataAfter = splitDocument(schema, newer.document).data;
  for (const key of order) {
    if (!sameValue(dataBefore[key], dataAfter[key])) changed.add(key);
  }
  return {
    fields: order.filter((key) => changed.has(key)),
    texts: texts.sort((a, b) => place(a) - place(b)),
  };
}
