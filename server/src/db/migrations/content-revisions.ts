import type { QueryRunner } from 'typeorm';

type Change = (data: Record<string, unknown>) => Record<string, unknown>;

/** Every revision of the entries of a kind of content, history too, `change`d. */
export async function changeRevisionsOf(
  queryRunner: QueryRunner,
  kind: string,
  change: Change,
): Promise<void> {
  const revisions = (await queryRunner.query(
    `SELECT r."id", r."data" FROM "content_revisions" r
     JOIN "content_entries" e ON e."id" = r."entry_id" WHERE e."kind" = $1`,
    [kind],
  )) as { id: string; data: Record<string, unknown> }[];
  for (const { id, data } of revisions) {
    await queryRunner.query(`UPDATE "content_revisions" SET "data" = $2 WHERE "id" = $1`, [
      id,
      JSON.stringify(change(data)),
    ]);
  }
}
