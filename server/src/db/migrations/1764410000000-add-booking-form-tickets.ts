import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddBookingFormTickets1764410000000 implements MigrationInterface {
  name = 'AddBookingFormTickets1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Like a payment API's, the key is optional: without one, each request is a new booking.
    await queryRunner.query(`ALTER TABLE "bookings" ALTER COLUMN "idempotency_key" DROP NOT NULL`);
    // The form ticket a booking used; unique, so a ticket makes one booking. Earlier bookings
    // had none (the time on the form was the browser's claim then).
    await queryRunner.query(`ALTER TABLE "bookings" ADD "form_ticket_id" varchar(32)`);
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "UQ_bookings_form_ticket" UNIQUE ("form_ticket_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "form_ticket_id"`);
    // Keyless bookings get a key of their own, so the column can be required again.
    await queryRunner.query(
      `UPDATE "bookings" SET "idempotency_key" = 'keyless-' || "id" WHERE "idempotency_key" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" ALTER COLUMN "idempotency_key" SET NOT NULL`);
  }
}
