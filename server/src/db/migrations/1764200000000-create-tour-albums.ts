import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTourAlbums1764200000000 implements MigrationInterface {
  name = 'CreateTourAlbums1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tour_albums" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(120) NOT NULL,
        "description" text,
        "location" varchar(120) NOT NULL,
        "date" date NOT NULL,
        "cover_image_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tour_albums" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tour_albums_date" ON "tour_albums" ("date" DESC, "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "album_images" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "album_id" uuid NOT NULL,
        "media_id" uuid NOT NULL,
        "caption" varchar(60) NOT NULL DEFAULT '',
        "position" integer NOT NULL,
        CONSTRAINT "PK_album_images" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_album_images_media" UNIQUE ("media_id"),
        CONSTRAINT "FK_album_images_album" FOREIGN KEY ("album_id")
          REFERENCES "tour_albums" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_album_images_media" FOREIGN KEY ("media_id")
          REFERENCES "media" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_album_images_album" ON "album_images" ("album_id", "position")`,
    );
    // The chosen cover is one of the album's images; when it goes, the album has no chosen cover.
    await queryRunner.query(`
      ALTER TABLE "tour_albums" ADD CONSTRAINT "FK_tour_albums_cover"
        FOREIGN KEY ("cover_image_id") REFERENCES "album_images" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TRIGGER "album_images_delete_media" AFTER DELETE ON "album_images"
      FOR EACH ROW EXECUTE FUNCTION "delete_owned_media"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tour_albums" DROP CONSTRAINT "FK_tour_albums_cover"`);
    await queryRunner.query(`DROP TABLE "album_images"`);
    await queryRunner.query(`DROP TABLE "tour_albums"`);
  }
}
