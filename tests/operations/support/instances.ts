import { createScratchDatabase, type ScratchDatabase } from '../../server/support/database';
import { request } from '../../server/support/http';
import { startServer, type RunningServer } from '../../server/support/server-process';

/** A service the operations tests run against, given by the environment (see jest.config.cjs). */
export function requiredService(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: operations tests need an external one`);
  return value;
}

/** An empty database on the external PostgreSQL, named `<prefix>_<random>`. */
export function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  return createScratchDatabase(requiredService('DATABASE_URL'), prefix);
}

/**
 * `count` app processes with the same variables, each on a port of its own. They start one after
 * the other: the first one runs the migrations, the others find them done.
 */
export async function startInstances(
  count: number,
  variables: Record<string, string>,
): Promise<RunningServer[]> {
  const instances: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i += 1) instances.push(await startServer(variables));
  } catch (error) {
    await stopInstances(instances);
    throw error;
  }
  return instances;
}

/** Stops them all at once; resolves with how each one exited. */
export function stopInstances(instances: RunningServer[]) {
  return Promise.all(instances.map((instance) => instance.stop()));
}

/** Resolves once the instance's /readyz answers `status` (200 ready, 503 database unreachable). */
export async function untilReadyz(
  instance: RunningServer,
  status: 200 | 503,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await request('GET', '/readyz', { base: instance.baseUrl })).status !== status) {
    if (Date.now() > deadline) {
      throw new Error(`/readyz did not answer ${status} in ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
