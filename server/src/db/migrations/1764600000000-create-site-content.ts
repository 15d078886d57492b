import type { MigrationInterface, QueryRunner } from 'typeorm';
import seed from './site-content-seed.json';

interface SeedEntry {
  kind: string;
  key: string;
  position: number;
  data: object;
  texts: Record<string, string>;
}

/**
 * The public pages' content: entries, their revisions (language-neutral data) and each
 * revision's texts per language. The content the site had before (site-content-seed.json) is
 * revision 1, published.
 */
export class CreateSiteContent1764600000000 implements MigrationInterface {
  name = 'CreateSiteContent1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "content_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" varchar(40) NOT NULL,
        "key" varchar(120) NOT NULL,
        "position" integer NOT NULL,
        "version" integer NOT NULL DEFAULT 1,
        "published_revision_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_entries" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_content_entries_kind_key" UNIQUE ("kind", "key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "content_revisions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "entry_id" uuid NOT NULL,
        "number" integer NOT NULL,
        "state" varchar(10) NOT NULL CHECK ("state" IN ('draft', 'published', 'archived')),
        "data" jsonb NOT NULL,
        "author_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz,
        CONSTRAINT "PK_content_revisions" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_content_revisions_number" UNIQUE ("entry_id", "number"),
        CONSTRAINT "FK_content_revisions_entry" FOREIGN KEY ("entry_id")
          REFERENCES "content_entries" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_content_revisions_author" FOREIGN KEY ("author_id")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    // An entry has at most one draft and one published revision; the rest are history.
    await queryRunner.query(`
      CREATE UNIQUE INDEX "UQ_content_revisions_live" ON "content_revisions" ("entry_id", "state")
      WHERE "state" IN ('draft', 'published')`);
    await queryRunner.query(`
      ALTER TABLE "content_entries" ADD CONSTRAINT "FK_content_entries_published"
        FOREIGN KEY ("published_revision_id") REFERENCES "content_revisions" ("id")
        ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TABLE "content_texts" (
        "revision_id" uuid NOT NULL,
        "language" varchar(12) NOT NULL,
        "path" varchar(300) NOT NULL,
        "value" text NOT NULL,
        CONSTRAINT "PK_content_texts" PRIMARY KEY ("revision_id", "language", "path"),
        CONSTRAINT "FK_content_texts_revision" FOREIGN KEY ("revision_id")
          REFERENCES "content_revisions" ("id") ON DELETE CASCADE
      )`);
    // Pictures uploaded for the content, or copied from an album, belong to no album: kept
    // while any revision may show them.
    await queryRunner.query(`
      CREATE TABLE "content_pictures" (
        "media_id" uuid NOT NULL,
        "added_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_pictures" PRIMARY KEY ("media_id"),
        CONSTRAINT "FK_content_pictures_media" FOREIGN KEY ("media_id")
          REFERENCES "media" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_content_pictures_user" FOREIGN KEY ("added_by")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`
      CREATE TRIGGER "content_pictures_delete_media" AFTER DELETE ON "content_pictures"
      FOR EACH ROW EXECUTE FUNCTION "delete_owned_media"()`);
    for (const entry of seed.entries as unknown as SeedEntry[]) {
      await this.insertPublished(queryRunner, entry);
    }
  }

  private async insertPublished(queryRunner: QueryRunner, entry: SeedEntry): Promise<void> {
    const [{ id: entryId }] = (await queryRunner.query(
      `INSERT INTO "content_entries" ("kind", "key", "position") VALUES ($1, $2, $3) RETURNING "id"`,
      [entry.kind, entry.key, entry.position],
    )) as { id: string }[];
    const [{ id: revisionId }] = (await queryRunner.query(
      `INSERT INTO "content_revisions" ("entry_id", "number", "state", "data", "published_at")
       VALUES ($1, 1, 'published', $2, now()) RETURNING "id"`,
      [entryId, JSON.stringify(entry.data)],
    )) as { id: string }[];
    await queryRunner.query(
      `INSERT INTO "content_texts" ("revision_id", "language", "path", "value")
       SELECT $1, 'en', "key", "value" FROM jsonb_each_text($2::jsonb)`,
      [revisionId, JSON.stringify(entry.texts)],
    );
    await queryRunner.query(
      `UPDATE "content_entries" SET "published_revision_id" = $1 WHERE "id" = $2`,
      [revisionId, entryId],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "content_pictures"`);
    await queryRunner.query(`DROP TABLE "content_texts"`);
    await queryRunner.query(
      `ALTER TABLE "content_entries" DROP CONSTRAINT "FK_content_entries_published"`,
    );
    await queryRunner.query(`DROP TABLE "content_revisions"`);
    await queryRunner.query(`DROP TABLE "content_entries"`);
  }
}
