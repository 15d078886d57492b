import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutPrices, withStartingPrices } from './tour-option-prices';

type Change = (data: Record<string, unknown>) => Record<string, unknown>;

/** Every revision of the tour plans, `change`d. */
async function changeDayPlans(queryRunner: QueryRunner, change: Change): Promise<void> {
  const revisions = (await queryRunner.query(
    `SELECT r."id", r."data" FROM "content_revisions" r
     JOIN "content_entries" e ON e."id" = r."entry_id" WHERE e."kind" = 'dayPlan'`,
  )) as { id: string; data: Record<string, unknown> }[];
  for (const { id, data } of revisions) {
    await queryRunner.query(`UPDATE "content_revisions" SET "data" = $2 WHERE "id" = $1`, [
      id,
      JSON.stringify(change(data)),
    ]);
  }
}

/**
 * Each option of the tour plans gets its starting prices, in every revision (history too, so
 * that restoring one keeps its prices); an option that has prices keeps them.
 */
export class PriceTourOptions1765100000000 implements MigrationInterface {
  name = 'PriceTourOptions1765100000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return changeDayPlans(queryRunner, withStartingPrices);
  }

  /** Back to options without prices, which the code before them refuses as unknown fields. */
  down(queryRunner: QueryRunner): Promise<void> {
    return changeDayPlans(queryRunner, withoutPrices);
  }
}
