import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { contentFieldMessages } from '../../common/i18n';
import type { Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import {
  CONTENT_KINDS,
  contentMessages as say,
  labelFromKey,
  keyOfDocument,
  type ContentKind,
  type ListKind,
} from '@lanka-tours/shared/content';
import { kindOf, revisionFrom } from './content-documents';
import { insertDraft, lockedEntry } from './content-store';
import { entryView, summaryViews } from './content-views';
import type { ContentEntrySummary, ContentEntryView } from './content.types';

function listKind(kindName: string): { kind: ContentKind; spec: ListKind } {
  const kind = kindOf(kindName);
  const spec: ListKind | { list: false } = CONTENT_KINDS[kind];
  if (!spec.list) throw AppError.invalidInput({}, say.notAList);
  return { kind, spec };
}

/**
 * Adding, removing and ordering the entries of a list kind (destinations, FAQ items, pages …).
 * A new entry starts as a draft: visitors see it once it is published; a removal and a new order
 * they see at once (SiteChanges).
 */
export class ContentEntriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
  ) {}

  async create(
    viewer: Viewer,
    kindName: string,
    document: unknown,
    translations?: unknown,
  ): Promise<ContentEntryView> {
    const guide = viewer.requireAdmin();
    const { kind, spec } = listKind(kindName);
    const revision = revisionFrom(spec.schema, document, translations, guide.id);
    const key = keyOfDocument(spec, revision.data);
    return this.dataSource.transaction(async (manager) => {
      const [inserted]: { id: string; position: number }[] = await manager.query(
        `INSERT INTO content_entries (kind, key, position)
         SELECT $1::varchar, $2::varchar, coalesce(max(position), -1) + 1
         FROM content_entries WHERE kind = $1::varchar
         ON CONFLICT (kind, key) DO NOTHING RETURNING id, position`,
        [kind, key],
      );
      if (!inserted) {
        throw AppError.invalidInput({
          [spec.keyField]: contentFieldMessages().keyTaken(labelFromKey(spec.keyField)),
        });
      }
      const version = await insertDraft(manager, inserted.id, revision);
      return entryView(manager, { ...inserted, kind, key, version });
    });
  }

  /** Removes an entry with its history; refused when it changed since the form was opened. */
  async remove(
    viewer: Viewer,
    kindName: string,
    key: string,
    expectedVersion: number,
  ): Promise<string> {
    viewer.requireAdmin();
    const { kind } = listKind(kindName);
    await this.changes.transaction('content', async (manager) => {
      const entry = await lockedEntry(manager, kind, key, expectedVersion);
      await manager.query(`DELETE FROM content_entries WHERE id = $1`, [entry.id]);
    });
    return key;
  }

  /** The kind's entries in the order of `keys`, which must name each of them once. */
  async reorder(viewer: Viewer, kindName: string, keys: string[]): Promise<ContentEntrySummary[]> {
    viewer.requireAdmin();
    const { kind } = listKind(kindName);
    await this.changes.transaction('content', async (manager) => {
      const entries: { key: string }[] = await manager.query(
        `SELECT key FROM content_entries WHERE kind = $1 FOR UPDATE`,
        [kind],
      );
      const known = new Set(entries.map((entry) => entry.key));
      const same = keys.length === known.size && new Set(keys).size === keys.length;
      if (!same || !keys.every((key) => known.has(key))) {
        throw AppError.invalidInput({ keys: say.reorderMismatch });
      }
      await manager.query(
        `UPDATE content_entries e SET position = o.position - 1
         FROM unnest($2::text[]) WITH ORDINALITY AS o(key, position)
         WHERE e.kind = $1 AND e.key = o.key`,
        [kind, keys],
      );
    });
    return summaryViews(this.dataSource.manager, kind);
  }
}
