import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { besideTheData } from './data-dir';
import { serverDatabaseUrl } from './server-secret';

export interface SecondInstance {
  baseUrl: string;
  child: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A second app process on the journeys' database, as a second instance behind a load balancer,
 * with settings of its own (`variables`); its data folder `dataDir` is beside the server's.
 */
export async function secondInstance(
  dataDir: string,
  variables: Record<string, string> = {},
): Promise<SecondInstance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: serverDatabaseUrl(),
      DATA_DIR: besideTheData(dataDir),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...variables,
    },
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The second instance did not get ready');
}
