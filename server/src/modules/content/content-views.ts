import type { EntityManager } from 'typeorm';
import type { ContentKind, ObjectField } from '../../shared/content';
import { documentIn, schemaFor, translationsOf } from './content-documents';
import { revisionsOf, type EntryListRow, type EntryRow, type RevisionRow } from './content-store';
import type { ContentEntrySummary, ContentEntryView, ContentRevisionView } from './content.types';

export function revisionView(schema: ObjectField, row: RevisionRow): ContentRevisionView {
  return {
    number: row.number,
    state: row.state,
    document: documentIn(schema, row, 'en'),
    translations: translationsOf(row),
    authorName: row.authorName,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
  };
}

/** An entry with its published revision and its draft, as the editor's form opens it. */
export async function entryView(
  manager: EntityManager,
  entry: Omit<EntryRow, 'publishedRevisionId'>,
): Promise<ContentEntryView> {
  const schema = schemaFor(entry.kind, entry.key);
  const live = await revisionsOf(manager, entry.id, { states: ['draft', 'published'] });
  const inState = (state: RevisionRow['state']) => {
    const row = live.find((revision) => revision.state === state);
    return row ? revisionView(schema, row) : null;
  };
  return {
    kind: entry.kind,
    key: entry.key,
    position: entry.position,
    version: entry.version,
    published: inState('published'),
    draft: inState('draft'),
  };
}

export const summaryView = (kind: ContentKind, row: EntryListRow): ContentEntrySummary => ({
  kind,
  key: row.key,
  label: row.label ?? row.key,
  position: row.position,
  version: row.version,
  published: row.publishedRevisionId !== null,
  hasDraft: row.hasDraft,
});
