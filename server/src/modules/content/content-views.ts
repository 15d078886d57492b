import type { EntityManager } from 'typeorm';
import { requestLanguage } from '../../common/request-scope';
import { revisionChanges, type ContentKind, type ObjectField } from '@lanka-tours/shared/content';
import { documentIn, schemaFor, translationsOf } from './content-documents';
import { entryList, revisionsOf, type EntryRow, type RevisionRow } from './content-store';
import type {
  ContentEntrySummary,
  ContentEntryView,
  ContentHistoryRevisionView,
  ContentRevisionView,
} from './content.types';
import { entryLabel } from './entry-labels';

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

/**
 * An entry's revisions, newest first, as the history shows them: what each changed of the one
 * before, and whether restoring it would change the entry (its content differs from the newest).
 */
export function historyViews(
  schema: ObjectField,
  rows: RevisionRow[],
): ContentHistoryRevisionView[] {
  const views = rows.map((row) => revisionView(schema, row));
  return views.map((view, index) => {
    const changes =
      index + 1 < views.length ? revisionChanges(schema, views[index + 1], view) : null;
    return {
      ...view,
      changedFields: changes?.fields ?? null,
      textChanges: changes?.texts ?? null,
      restorable: index > 0 && revisionChanges(schema, views[0], view).fields.length > 0,
    };
  });
}

/**
 * An entry with its published revision and its draft, as the editor's form opens it, named in
 * the request's language from its draft, else its published revision.
 */
export async function entryView(
  manager: EntityManager,
  entry: Omit<EntryRow, 'publishedRevisionId'>,
): Promise<ContentEntryView> {
  const schema = schemaFor(entry.kind, entry.key);
  const live = await revisionsOf(manager, entry.id, { states: ['draft', 'published'] });
  const rowIn = (state: RevisionRow['state']) => live.find((row) => row.state === state);
  const inState = (state: RevisionRow['state']) => {
    const row = rowIn(state);
    return row ? revisionView(schema, row) : null;
  };
  const latest = rowIn('draft') ?? rowIn('published');
  return {
    kind: entry.kind,
    key: entry.key,
    label: entryLabel(latest?.texts ?? {}, requestLanguage(), entry.key),
    position: entry.position,
    version: entry.version,
    published: inState('published'),
    draft: inState('draft'),
  };
}

/** A kind's entries as the editor lists them, each named in the request's language. */
export async function summaryViews(
  manager: EntityManager,
  kind: ContentKind,
): Promise<ContentEntrySummary[]> {
  const language = requestLanguage();
  return (await entryList(manager, kind, language)).map((row) => ({
    kind,
    key: row.key,
    label: entryLabel(row.texts, language, row.key),
    position: row.position,
    version: row.version,
    published: row.publishedRevisionId !== null,
    hasDraft: row.hasDraft,
  }));
}
