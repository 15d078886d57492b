import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { plainKey } from '../../common/control-characters';
import { returningRows } from '../../common/sql';
import {
  contentMessages as say,
  DEFAULT_LANGUAGE,
  ENTRY_LABEL_PATHS,
  type ContentKind,
  type TextsByPath,
} from '@lanka-tours/shared/content';

/** Texts of a revision by language, then by path. */
export type TextsByLanguage = Record<string, TextsByPath>;

export type RevisionState = 'draft' | 'published' | 'archived';

export interface EntryRow {
  id: string;
  kind: ContentKind;
  key: string;
  position: number;
  version: number;
  publishedRevisionId: string | null;
}

export interface RevisionRow {
  id: string;
  number: number;
  state: RevisionState;
  data: Record<string, unknown>;
  texts: TextsByLanguage;
  authorName: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

const ENTRY_COLUMNS = `e.id, e.kind, e.key, e.position, e.version,
  e.published_revision_id AS "publishedRevisionId"`;

/** The texts of revision `r` as {language: {path: value}}; `filter` narrows the languages. */
const textsOfRevision = (filter = '') => `coalesce((
  SELECT jsonb_object_agg(by_language.language, by_language.texts) FROM (
    SELECT t.language, jsonb_object_agg(t.path, t.value) AS texts
    FROM content_texts t WHERE t.revision_id = r.id ${filter} GROUP BY t.language
  ) by_language), '{}'::jsonb) AS texts`;

const REVISION_COLUMNS = `r.id, r.number, r.state, r.data, ${textsOfRevision()},
  u.name AS "authorName", r.created_at AS "createdAt", r.published_at AS "publishedAt"`;

/** A published entry as visitors read it: its data, its texts in one language and in English. */
export type PublishedRow = Pick<RevisionRow, 'data' | 'texts'> & { key: string };

/** Which revisions a read takes: a key narrows them to one entry; `drafts` prefers each draft. */
export interface RevisionChoice {
  key?: string;
  drafts?: boolean;
}

/**
 * The published revisions of a kind (or one entry of it), in the kind's order; with `drafts`,
 * each entry's draft where it has one, as the guides preview them.
 */
export function publishedRevisions(
  manager: EntityManager,
  kind: ContentKind,
  language: string,
  { key, drafts = false }: RevisionChoice = {},
): Promise<PublishedRow[]> {
  return manager.query(
    `SELECT e.key, r.data, ${textsOfRevision('AND t.language = ANY($3::text[])')}
     FROM content_entries e
     JOIN content_revisions r ON r.id = CASE WHEN $4::boolean THEN coalesce(
         (SELECT d.id FROM content_revisions d WHERE d.entry_id = e.id AND d.state = 'draft'),
         e.published_revision_id)
       ELSE e.published_revision_id END
     WHERE e.kind = $1 AND ($2::text IS NULL OR e.key = $2)
     ORDER BY e.position, e.key`,
    [kind, key === undefined ? null : plainKey(key), [language, DEFAULT_LANGUAGE], drafts],
  );
}

export async function entryOf(
  manager: EntityManager,
  kind: ContentKind,
  key: string,
  options: { lock?: boolean } = {},
): Promise<EntryRow | null> {
  const rows: EntryRow[] = await manager.query(
    `SELECT ${ENTRY_COLUMNS} FROM content_entries e WHERE e.kind = $1 AND e.key = $2
     ${options.lock ? 'FOR UPDATE' : ''}`,
    [kind, plainKey(key)],
  );
  return rows[0] ?? null;
}

/** The entry, locked in the caller's transaction; a stale `expectedVersion` is refused. */
export async function lockedEntry(
  manager: EntityManager,
  kind: ContentKind,
  key: string,
  expectedVersion: number,
): Promise<EntryRow> {
  const entry = await entryOf(manager, kind, key, { lock: true });
  if (!entry) throw new AppError('NOT_FOUND', say.notFound);
  if (entry.version !== expectedVersion) throw new AppError('CONTENT_STALE');
  return entry;
}

/** An entry's revisions, the newest first; `states` narrows them, `number` picks one. */
export function revisionsOf(
  manager: EntityManager,
  entryId: string,
  filter: { states?: RevisionState[]; number?: number } = {},
): Promise<RevisionRow[]> {
  return manager.query(
    `SELECT ${REVISION_COLUMNS}
     FROM content_revisions r LEFT JOIN users u ON u.id = r.author_id
     WHERE r.entry_id = $1 AND ($2::text[] IS NULL OR r.state = ANY($2))
       AND ($3::int IS NULL OR r.number = $3)
     ORDER BY r.number DESC`,
    [entryId, filter.states ?? null, filter.number ?? null],
  );
}

export interface NewRevision {
  data: Record<string, unknown>;
  texts: TextsByLanguage;
  authorId: string;
}

/**
 * Adds a draft revision, numbered after the entry's last, in the caller's transaction (which
 * holds the entry's lock): a draft it replaces becomes history. Answers the entry's new version.
 */
export async function insertDraft(
  manager: EntityManager,
  entryId: string,
  revision: NewRevision,
): Promise<number> {
  await manager.query(
    `UPDATE content_revisions SET state = 'archived' WHERE entry_id = $1 AND state = 'draft'`,
    [entryId],
  );
  const [{ id }] = (await manager.query(
    `INSERT INTO content_revisions (entry_id, number, state, data, author_id)
     SELECT $1::uuid, coalesce(max(number), 0) + 1, 'draft', $2::jsonb, $3::uuid
     FROM content_revisions WHERE entry_id = $1::uuid RETURNING id`,
    [entryId, JSON.stringify(revision.data), revision.authorId],
  )) as { id: string }[];
  for (const [language, texts] of Object.entries(revision.texts)) {
    await manager.query(
      `INSERT INTO content_texts (revision_id, language, path, value)
       SELECT $1, $2, key, value FROM jsonb_each_text($3::jsonb)`,
      [id, language, JSON.stringify(texts)],
    );
  }
  return touch(manager, entryId);
}

/** The id of the entry's draft; null when it has none. */
export async function draftIdOf(manager: EntityManager, entryId: string): Promise<string | null> {
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM content_revisions WHERE entry_id = $1 AND state = 'draft'`,
    [entryId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Makes the draft the published revision; the one published before becomes history. Answers the
 * entry's new version.
 */
export async function publishDraft(
  manager: EntityManager,
  entryId: string,
  draftId: string,
): Promise<number> {
  await manager.query(
    `UPDATE content_revisions SET state = 'archived'
     WHERE entry_id = $1 AND state = 'published'`,
    [entryId],
  );
  await manager.query(
    `UPDATE content_revisions SET state = 'published', published_at = now() WHERE id = $1`,
    [draftId],
  );
  await manager.query(`UPDATE content_entries SET published_revision_id = $1 WHERE id = $2`, [
    draftId,
    entryId,
  ]);
  return touch(manager, entryId);
}

/** Every change to an entry's content raises its version, which stale saves are checked by. */
async function touch(manager: EntityManager, entryId: string): Promise<number> {
  const [{ version }] = await returningRows<{ version: number }>(
    manager,
    `UPDATE content_entries SET version = version + 1, updated_at = now() WHERE id = $1
     RETURNING version`,
    [entryId],
  );
  return version;
}

export interface EntryListRow extends EntryRow {
  hasDraft: boolean;
  /** The latest revision's texts at `ENTRY_LABEL_PATHS`, in the language asked for and in English. */
  texts: TextsByLanguage;
}

/**
 * A kind's entries for the editor's list: each with whether a draft waits and the texts that
 * name it, from its latest revision (the draft where there is one).
 */
export function entryList(
  manager: EntityManager,
  kind: ContentKind,
  language: string,
): Promise<EntryListRow[]> {
  return manager.query(
    `SELECT ${ENTRY_COLUMNS},
       EXISTS (SELECT 1 FROM content_revisions d WHERE d.entry_id = e.id AND d.state = 'draft')
         AS "hasDraft",
       ${textsOfRevision('AND t.path = ANY($2::text[]) AND t.language = ANY($3::text[])')}
     FROM content_entries e
     LEFT JOIN LATERAL (SELECT r.id FROM content_revisions r WHERE r.entry_id = e.id
                        ORDER BY r.number DESC LIMIT 1) r ON true
     WHERE e.kind = $1 ORDER BY e.position, e.key`,
    [kind, ENTRY_LABEL_PATHS, [language, DEFAULT_LANGUAGE]],
  );
}
