import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRateLimits1763900001000 implements MigrationInterface {
  name = 'CreateRateLimits1763900001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rate_limits" (
        "key" varchar(200) NOT NULL,
        "window_start" timestamptz NOT NULL,
        "count" integer NOT NULL,
        CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_rate_limits_window_start" ON "rate_limits" ("window_start")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
