import sharp from 'sharp';
import type { QueryRunner } from 'typeorm';
import { GiveContentPicturesAltText1765010000000 as Migration } from '../../server/src/db/migrations/1765010000000-give-content-pictures-alt-text';
import { seedDocuments } from '../support/seed-content';
import { contentEditor, graphqlContent as content, succeeded } from './support/content';
import { withDatabase } from './support/database';

/**
 * A destination whose picture a guide uploaded while pictures there were kept by address alone,
 * as the migration then finds it; the migration runs in a transaction that is rolled back, so
 * the content other tests read stays as it was.
 */
test('a picture kept by its address becomes a picture of its stored size, its alt text the name', async () => {
  const guide = await contentEditor();
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#2f6f4f' },
  })
    .jpeg()
    .toBuffer();
  const picture = succeeded(await content.upload(guide.token, { bytes: photo }, 'Nine arches'));
  const ella = seedDocuments('destination').find(({ id }) => id === 3)!;
  const name = `Ella before alt texts ${Date.now()}`;
  const created = succeeded(
    await content.create(guide.token, 'destination', { ...ella, id: 9200, name, image: picture }),
  );

  const found = await withDatabase(async (db) => {
    const runner = {
      query: async (sql: string, values?: unknown[]) => (await db.query(sql, values)).rows,
    } as unknown as QueryRunner;
    const read = async () => {
      const [revision] = (
        await db.query(
          `SELECT r."id", r."data"->'image' AS "image" FROM "content_revisions" r
           JOIN "content_entries" e ON e."id" = r."entry_id"
           WHERE e."kind" = 'destination' AND e."key" = '9200'`,
        )
      ).rows as { id: string; image: unknown }[];
      const alt = await db.query(
        `SELECT "language", "value" FROM "content_texts" WHERE "revision_id" = $1 AND "path" = 'image.alt'`,
        [revision.id],
      );
      return { image: revision.image, alt: alt.rows };
    };
    await db.query('BEGIN');
    try {
      await new Migration().down(runner);
      const before = await read();
      await new Migration().up(runner);
      const after = await read();
      await new Migration().up(runner);
      return { before, after, again: await read() };
    } finally {
      await db.query('ROLLBACK');
    }
  });
  succeeded(
    await content.remove(guide.token, {
      kind: created.kind,
      key: created.key,
      expectedVersion: created.version,
    }),
  );

  expect(found.before).toEqual({ image: picture.src, alt: [] });
  expect(found.after).toEqual({
    image: { src: picture.src, width: 1600, height: 1000 },
    alt: [{ language: 'en', value: name }],
  });
  expect(found.again).toEqual(found.after);
});
