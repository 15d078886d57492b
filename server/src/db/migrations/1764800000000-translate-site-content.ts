import type { MigrationInterface, QueryRunner } from 'typeorm';
import translations from './site-content-translations.json';
import seed from './site-content-seed.json';

/** Each translated text, by language, kind, key and field path. */
type Translations = Record<string, Record<string, Record<string, Record<string, string>>>>;

interface SeedEntry {
  kind: string;
  key: string;
  texts: Record<string, string>;
}

/** The rows below, as a table in SQL (the query's first parameter). */
const TRANSLATED_ROWS = `jsonb_to_recordset($1::jsonb)
  AS t("language" text, "kind" text, "key" text, "path" text, "value" text, "english" text)`;

/** One row per translated text, beside the English words it translates. */
function translatedRows() {
  const english = new Map(
    (seed.entries as unknown as SeedEntry[]).map((entry) => [
      `${entry.kind} ${entry.key}`,
      entry.texts,
    ]),
  );
  return Object.entries(translations as Translations).flatMap(([language, kinds]) =>
    Object.entries(kinds).flatMap(([kind, keys]) =>
      Object.entries(keys).flatMap(([key, paths]) =>
        Object.entries(paths).map(([path, value]) => ({
          language,
          kind,
          key,
          path,
          value,
          english: english.get(`${kind} ${key}`)?.[path] ?? null,
        })),
      ),
    ),
  );
}

/**
 * The first published content in German, French, Russian and Chinese (its texts in
 * site-content-translations.json). A text goes with an entry's published revision only where
 * that revision still has the English words it translates: an entry the guides have changed
 * since keeps what they wrote, and no translation a guide made is replaced.
 */
export class TranslateSiteContent1764800000000 implements MigrationInterface {
  name = 'TranslateSiteContent1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "content_texts" ("revision_id", "language", "path", "value")
       SELECT r."id", t."language", t."path", t."value"
       FROM ${TRANSLATED_ROWS}
       JOIN "content_entries" e ON e."kind" = t."kind" AND e."key" = t."key"
       JOIN "content_revisions" r ON r."id" = e."published_revision_id"
       JOIN "content_texts" en ON en."revision_id" = r."id" AND en."language" = 'en'
         AND en."path" = t."path" AND en."value" = t."english"
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(translatedRows())],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "content_texts" c
       USING ${TRANSLATED_ROWS},
         "content_entries" e
       WHERE e."kind" = t."kind" AND e."key" = t."key"
         AND c."revision_id" = e."published_revision_id"
         AND c."language" = t."language" AND c."path" = t."path" AND c."value" = t."value"`,
      [JSON.stringify(translatedRows())],
    );
  }
}
