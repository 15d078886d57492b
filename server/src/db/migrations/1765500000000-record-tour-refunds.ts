import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a cancelled tour booking returns by the cancellation policy: one refund per booking (a
 * booking is cancelled once), what it was worked out from, and whether it is due (to pay back),
 * refunded (through the provider, under its own reference) or nothing is owed.
 */
export class RecordTourRefunds1765500000000 implements MigrationInterface {
  name = 'RecordTourRefunds1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tour_booking_refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "booking_id" uuid NOT NULL,
        "paid" integer NOT NULL,
        "days_before" integer NOT NULL,
        "band" varchar(4) NOT NULL,
        "amount" integer NOT NULL,
        "currency" char(3) NOT NULL,
        "status" varchar(8) NOT NULL,
        "provider_reference" varchar(200),
        "cancelled_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "refunded_at" timestamptz,
        CONSTRAINT "PK_tour_booking_refunds" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tour_booking_refunds_booking" UNIQUE ("booking_id"),
        CONSTRAINT "FK_tour_booking_refunds_booking" FOREIGN KEY ("booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_tour_booking_refunds_cancelled_by" FOREIGN KEY ("cancelled_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_tour_booking_refunds_band" CHECK ("band" IN ('full', 'half', 'none')),
        CONSTRAINT "CHK_tour_booking_refunds_status" CHECK ("status" IN ('due', 'refunded', 'none')),
        CONSTRAINT "CHK_tour_booking_refunds_amount" CHECK ("amount" >= 0 AND "amount" <= "paid")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tour_booking_refunds"`);
  }
}
