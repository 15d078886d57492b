import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAccountLanguage1764700000000 implements MigrationInterface {
  name = 'AddAccountLanguage1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The language the account's emails are written in; accounts made before speak English.
    await queryRunner.query(
      `ALTER TABLE "users" ADD "language" varchar(8) NOT NULL DEFAULT 'en'
         CONSTRAINT "CHK_users_language" CHECK ("language" IN ('en', 'de', 'fr', 'ru', 'zh'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
