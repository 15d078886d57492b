import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A guide's photo, owned through guide_photos as every feature owns its media (the media row goes
 * with the join row), and the tour guide's account a guide may sign in with: one guide per
 * account, and the link falls away with the account.
 */
export class AddGuidePhotosAndAccounts1765800000000 implements MigrationInterface {
  name = 'AddGuidePhotosAndAccounts1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "guide_photos" (
        "guide_id" uuid NOT NULL,
        "media_id" uuid NOT NULL,
        CONSTRAINT "PK_guide_photos" PRIMARY KEY ("guide_id"),
        CONSTRAINT "UQ_guide_photos_media" UNIQUE ("media_id"),
        CONSTRAINT "FK_guide_photos_guide" FOREIGN KEY ("guide_id")
          REFERENCES "guides" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_guide_photos_media" FOREIGN KEY ("media_id")
          REFERENCES "media" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TRIGGER "guide_photos_delete_media" AFTER DELETE ON "guide_photos"
      FOR EACH ROW EXECUTE FUNCTION "delete_owned_media"()`);
    await queryRunner.query(`
      ALTER TABLE "guides" ADD "account_id" uuid,
        ADD CONSTRAINT "UQ_guides_account" UNIQUE ("account_id"),
        ADD CONSTRAINT "FK_guides_account" FOREIGN KEY ("account_id")
          REFERENCES "users" ("id") ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guides" DROP COLUMN "account_id"`);
    await queryRunner.query(`DROP TABLE "guide_photos"`);
  }
}
