import type { DataSource, EntityManager } from 'typeorm';
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
} from '@lanka-tours/shared/content';
import { kindOf, revisionFrom, schemaFor } from './content-documents';
import {
  draftIdOf,
  entryOf,
  insertDraft,
  lockedEntry,
  publishDraft,
  revisionsOf,
  type EntryRow,
} from './content-store';
import { entryView, historyViews, revisionView, summaryViews } from './content-views';
import type {
  ContentEntrySummary,
  ContentEntryView,
  ContentHistoryRevisionView,
  ContentRevisionView,
} from './content.types';

export interface DraftInput {
  kind: string;
  key: string;
  /** The entry's version when the form was opened. */
  expectedVersion: number;
  document: unknown;
  translations?: unknown;
}

const notFound = () => new AppError('NOT_FOUND', say.notFound);

type Transaction = <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>;

/**
 * The tour guides' editor: drafts, publishing, history. Every method checks the viewer first;
 * every change runs in one transaction holding the entry's lock, and is refused when the entry
 * changed since the form was opened. Drafts are the guides' own; publishing is a change visitors
 * see (SiteChanges).
 */
export class ContentEditorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
  ) {}

  private readonly draftOnly: Transaction = (work) => this.dataSource.transaction(work);
  private readonly published: Transaction = (work) => this.changes.transaction('content', work);

  async list(viewer: Viewer, kindName: string): Promise<ContentEntrySummary[]> {
    viewer.requireAdmin();
    const kind = kindOf(kindName);
    return summaryViews(this.dataSource.manager, kind);
  }

  async get(viewer: Viewer, kindName: string, key: string): Promise<ContentEntryView> {
    viewer.requireAdmin();
    const entry = await entryOf(this.dataSource.manager, kindOf(kindName), key);
    if (!entry) throw notFound();
    return entryView(this.dataSource.manager, entry);
  }

  async revisions(
    viewer: Viewer,
    kindName: string,
    key: string,
  ): Promise<ContentHistoryRevisionView[]> {
    viewer.requireAdmin();
    const entry = await entryOf(this.dataSource.manager, kindOf(kindName), key);
    if (!entry) throw notFound();
    const rows = await revisionsOf(this.dataSource.manager, entry.id);
    return historyViews(schemaFor(entry.kind, entry.key), rows);
  }

  /** One revision, whole, to look at. */
  async revision(
    viewer: Viewer,
    kindName: string,
    key: string,
    number: number,
  ): Promise<ContentRevisionView> {
    viewer.requireAdmin();
    const entry = await entryOf(this.dataSource.manager, kindOf(kindName), key);
    const numbered = entry && Number.isSafeInteger(number) && number > 0;
    const [row] = numbered ? await revisionsOf(this.dataSource.manager, entry.id, { number }) : [];
    if (!entry || !row) throw notFound();
    return revisionView(schemaFor(entry.kind, entry.key), row);
  }

  async saveDraft(viewer: Viewer, input: DraftInput): Promise<ContentEntryView> {
    const guide = viewer.requireAdmin();
    const kind = kindOf(input.kind);
    const revision = revisionFrom(
      schemaFor(kind, input.key),
      input.document,
      input.translations,
      guide.id,
    );
    keepsItsKey(kind, input.key, revision.data);
    return this.change(kind, input.key, input.expectedVersion, this.draftOnly, (manager, entry) =>
      insertDraft(manager, entry.id, revision),
    );
  }

  async publish(
    viewer: Viewer,
    kindName: string,
    key: string,
    expectedVersion: number,
  ): Promise<ContentEntryView> {
    viewer.requireAdmin();
    const kind = kindOf(kindName);
    return this.change(kind, key, expectedVersion, this.published, async (manager, entry) => {
      const draftId = await draftIdOf(manager, entry.id);
      if (!draftId) throw AppError.invalidInput({}, say.noDraft);
      return publishDraft(manager, entry.id, draftId);
    });
  }

  /**
   * A new draft with an earlier revision's content; the history stays as it was, and visitors
   * see the restored content once it is published.
   */
  async restore(
    viewer: Viewer,
    target: { kind: string; key: string; number: number },
    expectedVersion: number,
  ): Promise<ContentEntryView> {
    const guide = viewer.requireAdmin();
    const kind = kindOf(target.kind);
    return this.change(
      kind,
      target.key,
      expectedVersion,
      this.draftOnly,
      async (manager, entry) => {
        const [old] = await revisionsOf(manager, entry.id, { number: target.number });
        if (!old) throw new AppError('NOT_FOUND', say.revisionNotFound);
        return insertDraft(manager, entry.id, {
          data: old.data,
          texts: old.texts,
          authorId: guide.id,
        });
      },
    );
  }

  /**
   * Locks the entry, refuses a stale version, changes it (`work` answers the new version) in
   * `transaction` and answers with its new state.
   */
  private async change(
    kind: ContentKind,
    key: string,
    expectedVersion: number,
    transaction: Transaction,
    work: (manager: EntityManager, entry: EntryRow) => Promise<number>,
  ): Promise<ContentEntryView> {
    return transaction(async (manager) => {
      const entry = await lockedEntry(manager, kind, key, expectedVersion);
      const version = await work(manager, entry);
      return entryView(manager, { ...entry, version });
    });
  }
}

/** A list entry's key is one of its fields (a destination's id): a save may not change it. */
function keepsItsKey(kind: ContentKind, key: string, data: Record<string, unknown>): void {
  const spec = CONTENT_KINDS[kind];
  if (!spec.list) return;
  if (keyOfDocument(spec, data) !== key) {
    throw AppError.invalidInput({
      [spec.keyField]: contentFieldMessages().keyChanged(labelFromKey(spec.keyField)),
    });
  }
}
