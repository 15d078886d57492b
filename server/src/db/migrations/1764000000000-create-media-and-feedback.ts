import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMediaAndFeedback1764000000000 implements MigrationInterface {
  name = 'CreateMediaAndFeedback1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "media" (
        "id" uuid NOT NULL,
        "content_hash" char(64) NOT NULL,
        "mime" varchar(32) NOT NULL,
        "width" integer NOT NULL CHECK ("width" > 0),
        "height" integer NOT NULL CHECK ("height" > 0),
        "variant_widths" integer[] NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_media" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "media_variants" (
        "media_id" uuid NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "bytes" bytea NOT NULL,
        CONSTRAINT "PK_media_variants" PRIMARY KEY ("media_id", "width"),
        CONSTRAINT "FK_media_variants_media" FOREIGN KEY ("media_id")
          REFERENCES "media" ("id") ON DELETE CASCADE
      )`);
    // Image bytes are already compressed: storing them uncompressed spares TOAST the effort.
    await queryRunner.query(
      `ALTER TABLE "media_variants" ALTER COLUMN "bytes" SET STORAGE EXTERNAL`,
    );
    // A media row belongs to exactly one owner row in a feature's join table; when that row goes
    // (directly, or by cascade from its feedback, album or user), the media goes with it.
    await queryRunner.query(`
      CREATE FUNCTION "delete_owned_media"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "media" WHERE "id" = OLD."media_id";
        RETURN NULL;
      END $$`);

    await queryRunner.query(`
      CREATE TABLE "feedback" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "full_name" varchar(100) NOT NULL,
        "rating" smallint NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "comment" text NOT NULL,
        "location" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_feedback" PRIMARY KEY ("id"),
        CONSTRAINT "FK_feedback_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_feedback_created_at" ON "feedback" ("created_at" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_feedback_user" ON "feedback" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "feedback_images" (
        "feedback_id" uuid NOT NULL,
        "media_id" uuid NOT NULL,
        "position" smallint NOT NULL,
        CONSTRAINT "PK_feedback_images" PRIMARY KEY ("feedback_id", "media_id"),
        CONSTRAINT "UQ_feedback_images_media" UNIQUE ("media_id"),
        CONSTRAINT "FK_feedback_images_feedback" FOREIGN KEY ("feedback_id")
          REFERENCES "feedback" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_feedback_images_media" FOREIGN KEY ("media_id")
          REFERENCES "media" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TRIGGER "feedback_images_delete_media" AFTER DELETE ON "feedback_images"
      FOR EACH ROW EXECUTE FUNCTION "delete_owned_media"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "feedback_images"`);
    await queryRunner.query(`DROP TABLE "feedback"`);
    await queryRunner.query(`DROP FUNCTION "delete_owned_media"()`);
    await queryRunner.query(`DROP TABLE "media_variants"`);
    await queryRunner.query(`DROP TABLE "media"`);
  }
}
