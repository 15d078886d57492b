import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeRevisionsOf } from './content-revisions';
import { withoutPrices, withStartingPrices } from './tour-option-prices';

/**
 * Each option of the tour plans gets its starting prices, in every revision (history too, so
 * that restoring one keeps its prices); an option that has prices keeps them.
 */
export class PriceTourOptions1765100000000 implements MigrationInterface {
  name = 'PriceTourOptions1765100000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return changeRevisionsOf(queryRunner, 'dayPlan', withStartingPrices);
  }

  /** Back to options without prices, which the code before them refuses as unknown fields. */
  down(queryRunner: QueryRunner): Promise<void> {
    return changeRevisionsOf(queryRunner, 'dayPlan', withoutPrices);
  }
}
