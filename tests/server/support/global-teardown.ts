import { takeServer } from './global-setup';

/** SIGTERM to the shared server; it drains, stops its database and exits. */
export default async function globalTeardown(): Promise<void> {
  const server = takeServer();
  if (!server) return;
  const exit = await server.stop(30_000);
  if (exit.code !== 0) {
    console.error(
      `\nThe test server exited with ${exit.code ?? exit.signal}. Output:\n${server.output()}`,
    );
  }
}
