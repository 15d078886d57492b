import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { knownEmbeddedDatabaseUrl } from '../../../server/src/db/embedded-password';
import { freePort, startServer, TMP_DIR, type RunningServer } from './server-process';
import { ADMIN_SLOTS, adminEmail, TEST_JWT_SECRET } from './test-env';

const SERVER_HANDLE = Symbol.for('lanka-tours.tests.server');
type GlobalWithServer = typeof globalThis & { [SERVER_HANDLE]?: RunningServer };

/** One real server for the whole run: external PostgreSQL when DATABASE_URL is set, else embedded. */
export default async function globalSetup(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  const variables: Record<string, string> = {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAILS: ADMIN_SLOTS.map((slot) => adminEmail(slot, runId)).join(','),
  };
  const external = process.env.DATABASE_URL;
  if (external) {
    variables.DATABASE_URL = external;
  } else {
    // A fresh folder each run, so every run is a real first run: initdb, database, migrations.
    const dataDir = path.join(TMP_DIR, 'server-data');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const dbPort = await freePort();
    variables.DATA_DIR = dataDir;
    variables.EMBEDDED_DB_PORT = String(dbPort);
  }

  const server = await startServer(variables, 90_000).catch((error: Error) => {
    console.error(`\nThe test server did not start.\n${error.message}`);
    throw error;
  });
  (globalThis as GlobalWithServer)[SERVER_HANDLE] = server;
  // Should jest die without teardown, the server must not outlive it.
  process.once('exit', () => server.child.kill('SIGTERM'));

  process.env.TEST_BASE_URL = server.baseUrl;
  process.env.TEST_JWT_SECRET = TEST_JWT_SECRET;
  // The embedded database's password is made by the server's first start, in its data folder.
  process.env.TEST_DATABASE_URL =
    external || knownEmbeddedDatabaseUrl(variables.DATA_DIR, Number(variables.EMBEDDED_DB_PORT));
  process.env.TEST_RUN_ID = runId;
}

export function takeServer(): RunningServer | undefined {
  const holder = globalThis as GlobalWithServer;
  const server = holder[SERVER_HANDLE];
  delete holder[SERVER_HANDLE];
  return server;
}
