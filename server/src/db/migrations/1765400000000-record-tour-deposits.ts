import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money a tour booking receives: each payment once, by its provider's own reference, so that
 * a notification or a click that comes twice records it once. Emails may carry a file the server
 * wrote (a booking's calendar entry).
 */
export class RecordTourDeposits1765400000000 implements MigrationInterface {
  name = 'RecordTourDeposits1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tour_booking_payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "booking_id" uuid NOT NULL,
        "provider" varchar(20) NOT NULL,
        "provider_reference" varchar(200) NOT NULL,
        "kind" varchar(10) NOT NULL,
        "amount" integer NOT NULL,
        "currency" char(3) NOT NULL,
        "recorded_by" uuid,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tour_booking_payments" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tour_booking_payments_provider_reference"
          UNIQUE ("provider", "provider_reference"),
        CONSTRAINT "FK_tour_booking_payments_booking" FOREIGN KEY ("booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_tour_booking_payments_recorded_by" FOREIGN KEY ("recorded_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_tour_booking_payments_kind" CHECK ("kind" IN ('deposit', 'balance')),
        CONSTRAINT "CHK_tour_booking_payments_amount" CHECK ("amount" > 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tour_booking_payments_booking" ON "tour_booking_payments" ("booking_id")`,
    );
    await queryRunner.query(`ALTER TABLE "tour_bookings" ADD "confirmed_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "outbox" ADD "attachments" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "attachments"`);
    await queryRunner.query(`ALTER TABLE "tour_bookings" DROP COLUMN "confirmed_at"`);
    await queryRunner.query(`DROP TABLE "tour_booking_payments"`);
  }
}
