import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's tour guides and the days each is busy. A guide leads one party at a time, so no
 * two of a guide's busy spans may share a day: the exclusion constraint makes a double booking
 * impossible in the database itself, whichever instance writes it (btree_gist lets the guide's id
 * take part in the GiST index beside the days; it is a trusted extension, which the database's
 * owner may create).
 */
export class CreateGuides1765200000000 implements MigrationInterface {
  name = 'CreateGuides1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE "guides" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "languages" text[] NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_guides" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_guides_languages" ON "guides" USING gin ("languages")`,
    );
    await queryRunner.query(`
      CREATE TABLE "guide_busy_days" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "guide_id" uuid NOT NULL,
        "days" daterange NOT NULL,
        "reason" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_guide_busy_days" PRIMARY KEY ("id"),
        CONSTRAINT "FK_guide_busy_days_guide" FOREIGN KEY ("guide_id")
          REFERENCES "guides" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_guide_busy_days_reason" CHECK ("reason" IN ('day-off')),
        CONSTRAINT "CHK_guide_busy_days_days" CHECK (NOT isempty("days")),
        CONSTRAINT "EX_guide_busy_days_one_at_a_time"
          EXCLUDE USING gist ("guide_id" WITH =, "days" WITH &&)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "guide_busy_days"`);
    await queryRunner.query(`DROP TABLE "guides"`);
  }
}
