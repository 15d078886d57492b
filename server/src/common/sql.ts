import type { EntityManager } from 'typeorm';

export type Queryable = Pick<EntityManager, 'query'>;

/**
 * The rows of a statement with RETURNING. TypeORM hands back those of an UPDATE or DELETE as
 * `[rows, rowCount]` and those of any other statement as the rows themselves.
 */
export async function returningRows<Row>(
  db: Queryable,
  sql: string,
  parameters: unknown[],
): Promise<Row[]> {
  const result: unknown = await db.query(sql, parameters);
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0] as Row[];
  return result as Row[];
}

/** Whether PostgreSQL refused a row for breaking an exclusion constraint (23P01). */
export function isExclusionViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23P01';
}

/** Whether PostgreSQL refused a row for repeating the value of the unique `constraint` (23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: string; constraint?: string } | null;
  return failure?.code === '23505' && failure.constraint === constraint;
}
