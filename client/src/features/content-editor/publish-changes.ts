import { ENTRY_LABEL_PATHS, splitDocument, type ObjectField } from '@lanka-tours/shared/content';
import type { Document } from './document-values';
import type { Translations } from './useEntryChanges';

/** A revision as the editor compares it: its document and its texts in other languages. */
export interface Revision {
  document: Document;
  translations: Translations;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const at = (value: object, key: string) => (value as Record<string, unknown>)[key];
  return [...keys].every((key) => sameValue(at(a, key), at(b, key)));
}

/** The form's own fields whose text at `path` ('fullDetails.attractions.0.name') lies. */
const topField = (path: string) => path.split('.')[0];

/**
 * The keys of the schema's own fields (a group counts as one) that differ between the published
 * revision and the one about to be published, in the form's order: their values, or a
 * translation of a text inside them.
 */
export function changedFields(schema: ObjectField, published: Revision, next: Revision): string[] {
  const changed = new Set<string>();
  for (const key of Object.keys(schema.fields)) {
    if (!sameValue(published.document[key], next.document[key])) changed.add(key);
  }
  const languages = new Set([
    ...Object.keys(published.translations),
    ...Object.keys(next.translations),
  ]);
  for (const language of languages) {
    const before = published.translations[language] ?? {};
    const after = next.translations[language] ?? {};
    for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[path] !== after[path]) changed.add(topField(path));
    }
  }
  return Object.keys(schema.fields).filter((key) => changed.has(key));
}

/** How the editor names an entry: its English name, title or question, else its key. */
export function entryName(schema: ObjectField, document: Document, key: string): string {
  const { texts } = splitDocument(schema, document);
  const named = ENTRY_LABEL_PATHS.map((path) => texts[path]?.trim()).find(Boolean);
  return named ?? key;
}
