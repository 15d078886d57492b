import { ownServerVariables, startServer, type RunningServer } from './server-process';
import { databaseUrl } from './test-env';

/**
 * A server of the test file's own beside the shared one, on the same database, with other
 * settings (`overrides`, read when it starts); started before the file's tests and stopped after them. Read it inside
 * a test or hook: `server().baseUrl`.
 */
export function serverBeside(
  overrides: Record<string, string> | (() => Record<string, string>),
): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const variables = typeof overrides === 'function' ? overrides() : overrides;
    server = await startServer(ownServerVariables(databaseUrl(), variables));
  }, 60_000);
  afterAll(() => server?.stop());
  return () => {
    if (!server) throw new Error('The server beside the shared one has not started');
    return server;
  };
}
