import { createScratchDatabase, type ScratchDatabase } from '../server/support/database';
import { request } from '../server/support/http';
import {
  ownServerVariables,
  startServer,
  type RunningServer,
} from '../server/support/server-process';

/**
 * Kept answers are bounded by the memory they take (CACHED_READS_MAX_MB), not only by their
 * count: made-up query strings of a large read cannot hold more than that, and push out the
 * answers asked for least recently.
 */
let database: ScratchDatabase;
let server: RunningServer;

beforeAll(async () => {
  // A database of its own: no other test's change empties the server's caches meanwhile.
  database = await createScratchDatabase();
  server = await startServer(ownServerVariables(database.url, { CACHED_READS_MAX_MB: '1' }));
}, 95_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
}, 35_000);

const READ = '/api/content/destination';

/** An answer the app made asks the database (NODE_ENV=test counts it); a kept one does not. */
async function wasKept(base: string, query: string): Promise<boolean> {
  const answer = await request('GET', `${READ}?${query}`, { base });
  expect(answer.status).toBe(200);
  return answer.headers.get('x-sql-statements') === null;
}

/** Enough other answers of the same read to take twice the server's megabyte. */
async function askOthers(base: string, mark: string): Promise<void> {
  const size = (await request('GET', READ, { base })).text.length;
  const count = Math.min(400, Math.ceil((2 * 1024 * 1024) / size));
  for (let i = 0; i < count; i += 1) await request('GET', `${READ}?${mark}=${i}`, { base });
}

test('past CACHED_READS_MAX_MB, the answer asked for least recently is kept no more', async () => {
  const mark = `bounded${Date.now()}`;
  expect(await wasKept(server.baseUrl, mark)).toBe(false);
  expect(await wasKept(server.baseUrl, mark)).toBe(true);

  await askOthers(server.baseUrl, mark);

  expect(await wasKept(server.baseUrl, mark)).toBe(false);
});
