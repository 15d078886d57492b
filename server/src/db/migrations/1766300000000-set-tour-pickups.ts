import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where and when a booking's guide picks the party up, set by the company for each booking; the
 * day-before message gives them, and falls back on the company's usual time and on what the
 * traveller wrote while they are not set.
 */
export class SetTourPickups1766300000000 implements MigrationInterface {
  name = 'SetTourPickups1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tour_bookings" ADD "pickup_time" char(5), ADD "pickup_place" varchar(200)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tour_bookings" DROP COLUMN "pickup_time", DROP COLUMN "pickup_place"`,
    );
  }
}
