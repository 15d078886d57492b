import { randomUUID } from 'node:crypto';
import { TcpProxy } from '../operations/support/tcp-proxy';
import { request } from './support/http';
import { ownServerVariables, startServer, type RunningServer } from './support/server-process';
import { databaseUrl } from './support/test-env';

/** A server that reaches PostgreSQL through a relay the test cuts, as a network failure would. */
let proxy: TcpProxy;
let server: RunningServer;

beforeAll(async () => {
  const url = new URL(databaseUrl());
  proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.open();
  server = await startServer(
    ownServerVariables(proxy.urlFor(databaseUrl()), { DB_CONNECT_TIMEOUT_MS: '2000' }),
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.cut();
}, 60_000);

test('an album page that cannot be read now tells crawlers to come back, not to drop it', async () => {
  const path = `/de/showcase/album/${randomUUID()}`;
  const before = await request('GET', path, { base: server.baseUrl });

  await proxy.cut();
  const during = await request('GET', path, { base: server.baseUrl }).finally(() => proxy.open());

  expect(before.status).toBe(404);
  expect(during.status).toBe(503);
  expect(during.text).toContain('<html lang="de"');
});
