import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBookings1764100000000 implements MigrationInterface {
  name = 'CreateBookings1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The running number of the reference (LK-2026-000123); a rolled-back request leaves a gap.
    await queryRunner.query(`CREATE SEQUENCE "booking_reference_seq"`);
    // An enquiry stays when its account is deleted: it is the business's record of a tour.
    // Its two emails are rows of the outbox; a skipped auto-reply (daily limit) is recorded.
    await queryRunner.query(`
      CREATE TABLE "bookings" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(24) NOT NULL,
        "idempotency_key" varchar(100) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "user_id" uuid,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(40) NOT NULL,
        "tour_date" date NOT NULL,
        "group_size" varchar(16) NOT NULL,
        "duration" varchar(16) NOT NULL,
        "destination" varchar(64) NOT NULL,
        "message" text NOT NULL DEFAULT '',
        "status" varchar(16) NOT NULL DEFAULT 'new',
        "notification_message_id" uuid,
        "auto_reply_message_id" uuid,
        "auto_reply_skipped" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_bookings" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_bookings_reference" UNIQUE ("reference"),
        CONSTRAINT "UQ_bookings_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "CHK_bookings_status"
          CHECK ("status" IN ('new', 'contacted', 'confirmed', 'declined', 'cancelled')),
        CONSTRAINT "FK_bookings_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_bookings_notification" FOREIGN KEY ("notification_message_id")
          REFERENCES "outbox" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_bookings_auto_reply" FOREIGN KEY ("auto_reply_message_id")
          REFERENCES "outbox" ("id") ON DELETE SET NULL
      )`);
    // The inbox reads newest first, all or by status; a visitor reads their own.
    await queryRunner.query(`CREATE INDEX "IDX_bookings_created" ON "bookings" ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_status_created" ON "bookings" ("status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_user_created" ON "bookings" ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookings"`);
    await queryRunner.query(`DROP SEQUENCE "booking_reference_seq"`);
  }
}
