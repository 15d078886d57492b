import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tours booked online, and the guide each one holds. A guide's busy span now also says when it
 * counts (`active`): days off and paid bookings from when they were written onwards, an unpaid
 * hold only until it expires. Two spans of a guide may share a day only when they never count at
 * the same moment, so an expired hold frees its guide by its own timestamp, with no job to run,
 * while PostgreSQL still refuses any double booking, whichever instance writes it.
 */
export class CreateTourBookings1765300000000 implements MigrationInterface {
  name = 'CreateTourBookings1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The running number of the reference (TB-2026-000123); a refused booking leaves a gap.
    await queryRunner.query(`CREATE SEQUENCE "tour_booking_reference_seq"`);
    await queryRunner.query(`
      CREATE TABLE "tour_bookings" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(24) NOT NULL,
        "form_ticket_id" varchar(22) NOT NULL,
        "tour_id" varchar(100) NOT NULL,
        "tour_title" varchar(200) NOT NULL,
        "tour_days" integer NOT NULL,
        "start_date" date NOT NULL,
        "travellers" integer NOT NULL,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(40) NOT NULL,
        "language" varchar(5) NOT NULL,
        "guide_language" varchar(3),
        "message" text NOT NULL DEFAULT '',
        "currency" char(3) NOT NULL,
        "per_person" integer NOT NULL,
        "peak_surcharge" integer NOT NULL,
        "total" integer NOT NULL,
        "deposit" integer NOT NULL,
        "balance_due_on" date NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'held',
        "hold_expires_at" timestamptz NOT NULL,
        "payment_provider" varchar(20) NOT NULL,
        "manage_version" integer NOT NULL DEFAULT 1,
        "cancelled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tour_bookings" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tour_bookings_reference" UNIQUE ("reference"),
        CONSTRAINT "UQ_tour_bookings_form_ticket" UNIQUE ("form_ticket_id"),
        CONSTRAINT "CHK_tour_bookings_status"
          CHECK ("status" IN ('held', 'confirmed', 'cancelled')),
        CONSTRAINT "CHK_tour_bookings_amounts" CHECK (
          "travellers" > 0 AND "per_person" >= 0 AND "peak_surcharge" >= 0
          AND "deposit" >= 0 AND "deposit" <= "total")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tour_bookings_start" ON "tour_bookings" ("start_date")`,
    );

    await queryRunner.query(`
      ALTER TABLE "guide_busy_days"
        ADD "booking_id" uuid,
        ADD "active" tstzrange NOT NULL DEFAULT tstzrange(now(), NULL),
        ADD CONSTRAINT "FK_guide_busy_days_booking" FOREIGN KEY ("booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE CASCADE,
        DROP CONSTRAINT "CHK_guide_busy_days_reason",
        ADD CONSTRAINT "CHK_guide_busy_days_reason" CHECK (
          ("reason" = 'day-off' AND "booking_id" IS NULL)
          OR ("reason" = 'tour' AND "booking_id" IS NOT NULL)),
        DROP CONSTRAINT "EX_guide_busy_days_one_at_a_time",
        ADD CONSTRAINT "EX_guide_busy_days_one_at_a_time"
          EXCLUDE USING gist ("guide_id" WITH =, "days" WITH &&, "active" WITH &&)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_guide_busy_days_booking" ON "guide_busy_days" ("booking_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "guide_busy_days" WHERE "reason" = 'tour'`);
    await queryRunner.query(`
      ALTER TABLE "guide_busy_days"
        DROP CONSTRAINT "EX_guide_busy_days_one_at_a_time",
        DROP CONSTRAINT "CHK_guide_busy_days_reason",
        DROP COLUMN "active",
        DROP COLUMN "booking_id",
        ADD CONSTRAINT "CHK_guide_busy_days_reason" CHECK ("reason" IN ('day-off')),
        ADD CONSTRAINT "EX_guide_busy_days_one_at_a_time"
          EXCLUDE USING gist ("guide_id" WITH =, "days" WITH &&)`);
    await queryRunner.query(`DROP TABLE "tour_bookings"`);
    await queryRunner.query(`DROP SEQUENCE "tour_booking_reference_seq"`);
  }
}
