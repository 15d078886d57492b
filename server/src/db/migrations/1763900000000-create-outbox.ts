import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1763900000000 implements MigrationInterface {
  name = 'CreateOutbox1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" varchar(64) NOT NULL,
        "to_address" varchar(254) NOT NULL,
        "to_name" varchar(100),
        "reply_to" varchar(254),
        "subject" varchar(200) NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'queued',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "PK_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_outbox_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
      )`);
    // The worker's question, "what is due?", reads only the messages still to deliver.
    await queryRunner.query(
      `CREATE INDEX "IDX_outbox_due" ON "outbox" ("next_attempt_at")
         WHERE "status" IN ('queued', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
  }
}
