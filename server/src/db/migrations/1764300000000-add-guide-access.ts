import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddGuideAccess1764300000000 implements MigrationInterface {
  name = 'AddGuideAccess1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Set once the account holder has proved they read the address's mailbox; tour-guide rights
    // need it, so registering a listed address first gives nobody those rights.
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" timestamptz`);
    // A reset token that was emailed proves the mailbox; one handed out for security answers does not.
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD "emailed" boolean NOT NULL DEFAULT false`,
    );
    // Same shape as the reset tokens: only the SHA-256 of a token is kept.
    await queryRunner.query(`
      CREATE TABLE "guide_access_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_guide_access_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_guide_access_tokens_hash" UNIQUE ("token_hash"),
        CONSTRAINT "FK_guide_access_tokens_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_guide_access_tokens_user" ON "guide_access_tokens" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "guide_access_tokens"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP COLUMN "emailed"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
