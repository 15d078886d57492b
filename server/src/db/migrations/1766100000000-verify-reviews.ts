import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review written from the link a traveller is emailed after their tour is a verified traveller's:
 * it names its booking (one review per booking) and keeps the tour's title and month, which stay
 * should the booking go.
 */
export class VerifyReviews1766100000000 implements MigrationInterface {
  name = 'VerifyReviews1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "feedback"
        ADD "booking_id" uuid,
        ADD "verified_tour" varchar(200),
        ADD "verified_month" char(7),
        ADD CONSTRAINT "FK_feedback_booking" FOREIGN KEY ("booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "UQ_feedback_booking" UNIQUE ("booking_id"),
        ADD CONSTRAINT "CHK_feedback_verified"
          CHECK (("verified_tour" IS NULL) = ("verified_month" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "feedback" DROP COLUMN "booking_id", DROP COLUMN "verified_tour",
        DROP COLUMN "verified_month"`);
  }
}
