import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { claimDataFolder, type EmbeddedLog } from './embedded-data-folder';
import { importWithoutExitHooks, type Cluster } from './embedded-package';
import { PostgresOutput, startFailure, type ClusterPlace } from './embedded-start-failure';
import { supervise, type Postmaster } from './embedded-supervisor';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'lanka_tours';
const USER = 'postgres';
const PASSWORD = 'postgres';

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

/** Whether the PostgreSQL answering on `port` is the one kept in `databaseDir`. */
async function servesFolder(port: number, databaseDir: string): Promise<boolean> {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return fs.realpathSync(rows[0].data_directory) === fs.realpathSync(databaseDir);
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function howItEnded(child: ChildProcess): string {
  return child.signalCode
    ? `was killed by ${child.signalCode}`
    : `exited with code ${child.exitCode}`;
}

/** Starts the server process once; the library keeps that process in a private field. */
async function startPostmaster(
  cluster: Cluster,
  output: PostgresOutput,
  place: ClusterPlace,
): Promise<Postmaster> {
  output.clear();
  const processOf = () => (cluster as unknown as { process: ChildProcess }).process;
  try {
    await cluster.start();
  } catch (error) {
    // When PostgreSQL exits during start-up, the library rejects with nothing at all.
    const reason = error ?? new Error(`PostgreSQL ${howItEnded(processOf())}`);
    throw startFailure(reason, output, place);
  }
  const child = processOf();
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<string>((resolve) => {
    if (running()) child.once('exit', () => resolve(howItEnded(child)));
    else resolve(howItEnded(child));
  });
  // The library's stop waits for an exit, which never comes again from a process already gone.
  return { exited, stop: async () => (running() ? cluster.stop() : undefined) };
}

/**
 * Starts a PostgreSQL cluster kept in `dataDir/postgres`, creating it on the first run, after
 * stopping one that an app no longer running left there; then keeps it running until stopped.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: EmbeddedLog,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const place = { dataDir, databaseDir, port };
  const output = new PostgresOutput();
  let release: (() => void) | undefined;
  let first: Postmaster | undefined;
  try {
    release = await claimDataFolder(
      dataDir,
      databaseDir,
      (at) => servesFolder(at, databaseDir),
      log,
    );
    const EmbeddedPostgres = await importWithoutExitHooks();
    const cluster = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root; the library then runs it as the `postgres` user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (chunk) => output.add(chunk),
      onError: (error) => output.add(String(error)),
    });
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
    first = await startPostmaster(cluster, output, place);
    await ensureDatabase(cluster);
    const supervisor = supervise(first, () => startPostmaster(cluster, output, place), log);
    return {
      url: embeddedDatabaseUrl(port),
      stop: async () => {
        await supervisor.stop();
        release?.();
      },
    };
  } catch (error) {
    await first?.stop();
    release?.();
    throw startFailure(error, output, place);
  }
}
