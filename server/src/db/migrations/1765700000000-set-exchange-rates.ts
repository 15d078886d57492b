import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeRevisionsOf } from './content-revisions';
import { withExchangeRates, withoutExchangeRates } from './starting-exchange-rates';

/**
 * The brand gets the starting exchange rates in every revision (history too, so that restoring
 * one keeps them); a brand that has rates keeps them.
 */
export class SetExchangeRates1765700000000 implements MigrationInterface {
  name = 'SetExchangeRates1765700000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return changeRevisionsOf(queryRunner, 'brand', withExchangeRates);
  }

  /** Back to a brand without rates, which the code before them refuses as an unknown field. */
  down(queryRunner: QueryRunner): Promise<void> {
    return changeRevisionsOf(queryRunner, 'brand', withoutExchangeRates);
  }
}
