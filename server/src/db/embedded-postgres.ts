import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { StartupError } from '../common/startup-error';
import { claimDataFolder, type EmbeddedLog } from './embedded-data-folder';
import { importWithoutExitHooks, type Cluster } from './embedded-package';
import {
  EMBEDDED_DATABASE,
  EMBEDDED_USER,
  embeddedDatabaseUrl,
  embeddedPassword,
  embeddedPasswordFile,
  FORMER_PASSWORD,
} from './embedded-password';
import { PostgresOutput, startFailure, type ClusterPlace } from './embedded-start-failure';
import { supervise, type Postmaster } from './embedded-supervisor';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const isWrongPassword = (error: unknown) => (error as { code?: string }).code === '28P01';

async function connect(port: number, password: string): Promise<Client> {
  const url = embeddedDatabaseUrl(port, password, 'postgres');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/**
 * Connects as the cluster's owner. A cluster made before its folder kept a password of its own
 * still has the former fixed one, which is tried next; `former` says it was the one that served.
 */
async function connectAsOwner(port: number, password: string) {
  try {
    return { client: await connect(port, password), former: false };
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    return { client: await connect(port, FORMER_PASSWORD), former: true };
  }
}

/**
 * Gives a cluster still on the former password the folder's own, and makes the application
 * database. Idempotent, so a first run that stopped half-way is completed by the next one.
 */
async function ensureDatabase(place: ClusterPlace, password: string, log: EmbeddedLog) {
  const { client, former } = await connectAsOwner(place.port, password).catch((error) => {
    throw isWrongPassword(error)
      ? new StartupError(
          `The embedded PostgreSQL in ${place.databaseDir} refuses the password kept in ${embeddedPasswordFile(place.dataDir)}: put back the file this folder was made with (from a backup of ${place.dataDir}).`,
        )
      : error;
  });
  try {
    if (former) {
      await client.query(`ALTER ROLE ${EMBEDDED_USER} PASSWORD ${client.escapeLiteral(password)}`);
      log.info(
        `The embedded PostgreSQL in ${place.databaseDir} had the former fixed password: it now has its own, kept in ${place.dataDir}`,
      );
    }
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (!existing.rowCount) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL answering on `port` is the one kept in `databaseDir`. */
async function servesFolder(port: number, databaseDir: string, password: string) {
  let client: Client | undefined;
  try {
    client = (await connectAsOwner(port, password)).client;
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return fs.realpathSync(rows[0].data_directory) === fs.realpathSync(databaseDir);
  } catch {
    return false;
  } finally {
    await client?.end().catch(() => undefined);
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
    const password = embeddedPassword(dataDir);
    release = await claimDataFolder(
      dataDir,
      databaseDir,
      (at) => servesFolder(at, databaseDir, password),
      log,
    );
    const EmbeddedPostgres = await importWithoutExitHooks();
    const cluster = new EmbeddedPostgres({
      databaseDir,
      port,
      user: EMBEDDED_USER,
      password,
      persistent: true,
      // PostgreSQL refuses to run as root; the library then runs it as the `postgres` user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (chunk) => output.add(chunk),
      onError: (error) => output.add(String(error)),
    });
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
    first = await startPostmaster(cluster, output, place);
    await ensureDatabase(place, password, log);
    const supervisor = supervise(first, () => startPostmaster(cluster, output, place), log);
    return {
      url: embeddedDatabaseUrl(port, password),
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
