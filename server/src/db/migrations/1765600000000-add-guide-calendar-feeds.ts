import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each guide's private calendar address is signed with the version here: raising it revokes
 * every address given before.
 */
export class AddGuideCalendarFeeds1765600000000 implements MigrationInterface {
  name = 'AddGuideCalendarFeeds1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guides" ADD "feed_version" integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guides" DROP COLUMN "feed_version"`);
  }
}
