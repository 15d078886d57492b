import type { QueryRunner } from 'typeorm';
import seed from './site-content-seed.json';

/** A text of a seeded entry in one language, beside the English words it translates. */
export interface TranslationRow {
  language: string;
  kind: string;
  key: string;
  path: string;
  value: string;
  english: string | null;
}

interface SeedEntry {
  kind: string;
  key: string;
  texts: Record<string, string>;
}

const seedTexts = new Map(
  (seed.entries as unknown as SeedEntry[]).map((entry) => [
    `${entry.kind} ${entry.key}`,
    entry.texts,
  ]),
);

/** The English of a seeded entry's text, as the site was first published. */
export const seededEnglish = (kind: string, key: string, path: string): string | null =>
  seedTexts.get(`${kind} ${key}`)?.[path] ?? null;

/** The rows, as a table in SQL (the query's first parameter). */
const TRANSLATED_ROWS = `jsonb_to_recordset($1::jsonb)
  AS t("language" text, "kind" text, "key" text, "path" text, "value" text, "english" text)`;

/**
 * Adds each text to its entry's published revision where that revision still has the English
 * words it translates: an entry the guides have changed since keeps what they wrote, and no
 * translation a guide made is replaced.
 */
export async function addTranslations(queryRunner: QueryRunner, rows: TranslationRow[]) {
  await queryRunner.query(
    `INSERT INTO "content_texts" ("revision_id", "language", "path", "value")
     SELECT r."id", t."language", t."path", t."value"
     FROM ${TRANSLATED_ROWS}
     JOIN "content_entries" e ON e."kind" = t."kind" AND e."key" = t."key"
     JOIN "content_revisions" r ON r."id" = e."published_revision_id"
     JOIN "content_texts" en ON en."revision_id" = r."id" AND en."language" = 'en'
       AND en."path" = t."path" AND en."value" = t."english"
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Takes back the texts `addTranslations` added, where they are still the published ones. */
export async function removeTranslations(queryRunner: QueryRunner, rows: TranslationRow[]) {
  await queryRunner.query(
    `DELETE FROM "content_texts" c
     USING ${TRANSLATED_ROWS},
       "content_entries" e
     WHERE e."kind" = t."kind" AND e."key" = t."key"
       AND c."revision_id" = e."published_revision_id"
       AND c."language" = t."language" AND c."path" = t."path" AND c."value" = t."value"`,
    [JSON.stringify(rows)],
  );
}
