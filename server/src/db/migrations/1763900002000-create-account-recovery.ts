import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccountRecovery1763900002000 implements MigrationInterface {
  name = 'CreateAccountRecovery1763900002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Only the SHA-256 of a reset token is kept; a token is deleted when used or replaced.
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_password_reset_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_password_reset_tokens_hash" UNIQUE ("token_hash"),
        CONSTRAINT "FK_password_reset_tokens_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "security_answers" (
        "user_id" uuid NOT NULL,
        "favorite_city_hash" text NOT NULL,
        "birth_year_hash" text NOT NULL,
        "pet_name_hash" text NOT NULL,
        "failed_attempts" integer NOT NULL DEFAULT 0,
        "locked_until" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_security_answers" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_security_answers_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    // A request to the support team; linked to the account of its email when there is one, so it
    // goes when the account goes.
    await queryRunner.query(`
      CREATE TABLE "support_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" varchar(32) NOT NULL,
        "user_id" uuid,
        "email" varchar(254) NOT NULL,
        "details" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_support_requests" PRIMARY KEY ("id"),
        CONSTRAINT "FK_support_requests_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_support_requests_user" ON "support_requests" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "support_requests"`);
    await queryRunner.query(`DROP TABLE "security_answers"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
