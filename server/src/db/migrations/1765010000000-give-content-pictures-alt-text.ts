import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  ALT_TEXT_PATH,
  altTextsFrom,
  asPicture,
  ILLUSTRATION_SIZE,
  KINDS_WITH_ADDRESS_PICTURES,
  mapPictures,
  type PictureSize,
} from './content-address-pictures';

interface RevisionRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
}

interface TextRow {
  revisionId: string;
  language: string;
  path: string;
  value: string;
}

const UPLOADED = /^\/media\/([0-9a-f-]{36})\//;

async function revisionsWithPictures(queryRunner: QueryRunner): Promise<RevisionRow[]> {
  return (await queryRunner.query(
    `SELECT r."id", e."kind", r."data" FROM "content_revisions" r
     JOIN "content_entries" e ON e."id" = r."entry_id" WHERE e."kind" = ANY($1)`,
    [KINDS_WITH_ADDRESS_PICTURES],
  )) as RevisionRow[];
}

/** The stored size of each uploaded picture that the revisions show, by media id. */
async function uploadedSizes(queryRunner: QueryRunner, revisions: RevisionRow[]) {
  const ids = new Set<string>();
  for (const { kind, data } of revisions) {
    mapPictures(kind, data, (value) => {
      const id = typeof value === 'string' && UPLOADED.exec(value)?.[1];
      if (id) ids.add(id);
      return value;
    });
  }
  const rows = (await queryRunner.query(
    `SELECT "id", "width", "height" FROM "media" WHERE "id" = ANY($1::uuid[])`,
    [[...ids]],
  )) as ({ id: string } & PictureSize)[];
  return new Map(rows.map(({ id, width, height }) => [id, { width, height }]));
}

/**
 * A destination's picture, its attractions' and the tour plans' options' become pictures with a
 * size and an alt text, in every revision (history too, so that restoring one still works). The
 * alt text is the name of the place or plan in each language that names it, which a guide can
 * then say better.
 */
export class GiveContentPicturesAltText1765010000000 implements MigrationInterface {
  name = 'GiveContentPicturesAltText1765010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const revisions = await revisionsWithPictures(queryRunner);
    const sizes = await uploadedSizes(queryRunner, revisions);
    const sizeOf = (src: string) => sizes.get(UPLOADED.exec(src)?.[1] ?? '') ?? ILLUSTRATION_SIZE;
    for (const { id, kind, data } of revisions) {
      await queryRunner.query(`UPDATE "content_revisions" SET "data" = $2 WHERE "id" = $1`, [
        id,
        JSON.stringify(mapPictures(kind, data, asPicture(sizeOf))),
      ]);
    }
    const texts = (await queryRunner.query(
      `SELECT "revision_id" AS "revisionId", "language", "path", "value" FROM "content_texts"
       WHERE "revision_id" = ANY($1::uuid[])`,
      [revisions.map(({ id }) => id)],
    )) as TextRow[];
    const kindOf = new Map(revisions.map(({ id, kind }) => [id, kind]));
    const altTexts = texts.flatMap(({ revisionId, language, path, value }) =>
      Object.entries(altTextsFrom(kindOf.get(revisionId)!, { [path]: value })).map(
        ([altPath, alt]) => ({ revisionId, language, path: altPath, value: alt }),
      ),
    );
    await queryRunner.query(
      `INSERT INTO "content_texts" ("revision_id", "language", "path", "value")
       SELECT t."revisionId", t."language", t."path", t."value"
       FROM jsonb_to_recordset($1::jsonb)
         AS t("revisionId" uuid, "language" text, "path" text, "value" text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(altTexts)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const revisions = await revisionsWithPictures(queryRunner);
    const toAddress = (value: unknown) =>
      typeof value === 'object' && value !== null ? (value as { src: unknown }).src : value;
    for (const { id, kind, data } of revisions) {
      await queryRunner.query(`UPDATE "content_revisions" SET "data" = $2 WHERE "id" = $1`, [
        id,
        JSON.stringify(mapPictures(kind, data, toAddress)),
      ]);
    }
    await queryRunner.query(
      `DELETE FROM "content_texts" WHERE "revision_id" = ANY($1::uuid[]) AND "path" ~ $2`,
      [revisions.map(({ id }) => id), ALT_TEXT_PATH.source],
    );
  }
}
