import path from 'node:path';
import { newAccount, uniqueEmail } from './support/accounts';
import { request } from './support/http';
import { outboxFor } from './support/recovery';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { databaseUrl, jwtSecret } from './support/test-env';
import { restTransport, valueOf } from './support/transports';
import { restFrom, visitorIp } from './support/visitor';

/** A production-mode server on the shared database: no email previews there. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret(),
    DATABASE_URL: databaseUrl(),
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  });
}, 95_000);

afterAll(async () => {
  await server?.stop();
}, 35_000);

const forgot = (email: string) =>
  restFrom(visitorIp(), 'POST', '/api/auth/forgot-password', { email }, { base: server.baseUrl });

test('a known and an unknown email get byte for byte the same answer', async () => {
  const account = newAccount();
  valueOf(await restTransport.register(account));

  const known = await forgot(account.email);
  const unknown = await forgot(uniqueEmail('stranger'));

  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  expect(known.text).toBe('{"message":"Check your email for password reset instructions"}');
  expect(unknown.text).toBe(known.text);
});

test('the email preview is not served in production', async () => {
  const account = newAccount();
  valueOf(await restTransport.register(account));
  await forgot(account.email);
  const [email] = await outboxFor(account.email);

  const production = await request('GET', `/dev/mail/${email.id}`, { base: server.baseUrl });
  const development = await request('GET', `/dev/mail/${email.id}`);

  expect(production.status).toBe(404);
  expect(production.body).toEqual({ message: 'Not found' });
  expect(development.status).toBe(200);
});
