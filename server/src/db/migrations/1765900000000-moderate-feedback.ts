import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's part in the reviews: one public reply under a review, and a review hidden from
 * visitors with the reason kept (who hid it, when, why), never deleted.
 */
export class ModerateFeedback1765900000000 implements MigrationInterface {
  name = 'ModerateFeedback1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "feedback"
        ADD "reply" text,
        ADD "replied_at" timestamptz,
        ADD "replied_by" uuid,
        ADD "hidden_at" timestamptz,
        ADD "hidden_reason" text,
        ADD "hidden_by" uuid,
        ADD CONSTRAINT "FK_feedback_replied_by" FOREIGN KEY ("replied_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "FK_feedback_hidden_by" FOREIGN KEY ("hidden_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CHK_feedback_reply" CHECK (("reply" IS NULL) = ("replied_at" IS NULL)),
        ADD CONSTRAINT "CHK_feedback_hidden" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "feedback" DROP COLUMN "reply", DROP COLUMN "replied_at",
        DROP COLUMN "replied_by", DROP COLUMN "hidden_at", DROP COLUMN "hidden_reason",
        DROP COLUMN "hidden_by"`);
  }
}
