import { ENTRY_LABEL_PATHS, splitDocument, type ObjectField } from '@lanka-tours/shared/content';
import type { Document } from './document-values';

/** How the editor names an entry: its English name, title or question, else its key. */
export function entryName(schema: ObjectField, document: Document, key: string): string {
  const { texts } = splitDocument(schema, document);
  const named = ENTRY_LABEL_PATHS.map((path) => texts[path]?.trim()).find(Boolean);
  return named ?? key;
}
