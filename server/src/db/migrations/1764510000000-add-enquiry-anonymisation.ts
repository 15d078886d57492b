import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddEnquiryAnonymisation1764510000000 implements MigrationInterface {
  name = 'AddEnquiryAnonymisation1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // When the retention job erased the enquiry's personal details; null while it keeps them.
    await queryRunner.query(`ALTER TABLE "bookings" ADD "anonymised_at" timestamptz`);
    // The job's hourly question: which enquiries still holding details are past their time.
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_retention" ON "bookings" ("tour_date") WHERE "anonymised_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_retention"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "anonymised_at"`);
  }
}
