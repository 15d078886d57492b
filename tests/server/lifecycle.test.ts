import path from 'node:path';
import { newAccount } from './support/accounts';
import { graphql, request } from './support/http';
import { startInFlightPost } from './support/in-flight-request';
import { showsApolloSandbox } from './support/landing-page';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { databaseUrl, jwtSecret } from './support/test-env';
import { graphqlTransport, restTransport, valueOf } from './support/transports';

/** A second server, production mode, on the shared database; this file stops it with SIGTERM. */
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

describe('in production mode', () => {
  test('GraphQL introspection is refused', async () => {
    const response = await graphql(
      '{ __schema { types { name } } }',
      {},
      undefined,
      server.baseUrl,
    );

    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.text).not.toContain('"User"');
  });

  test('GET /graphql in a browser does not show the Apollo Sandbox', async () => {
    const response = await request('GET', '/graphql', {
      base: server.baseUrl,
      headers: { accept: 'text/html' },
    });

    expect(showsApolloSandbox(response.text)).toBe(false);
  });
});

test('SIGTERM lets in-flight logins finish, then the process exits 0 and says so', async () => {
  const account = newAccount();
  valueOf(await graphqlTransport.register(account));
  const credentials = { email: account.email, password: account.password };
  const restLogin = await startInFlightPost(`${server.baseUrl}/api/auth/login`, credentials);
  const graphqlLogin = await startInFlightPost(`${server.baseUrl}/graphql`, {
    query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    variables: { input: credentials },
  });

  server.child.kill('SIGTERM');
  await server.waitForOutput(/SIGTERM: finishing in-flight requests/, 10_000);
  restLogin.finish();
  graphqlLogin.finish();
  const [restAnswer, graphqlAnswer] = await Promise.all([
    restLogin.response,
    graphqlLogin.response,
  ]);
  const exit = await server.exited;

  expect(restAnswer).toEqual({
    status: 200,
    body: expect.objectContaining({ token: expect.any(String) }),
  });
  expect(graphqlAnswer).toEqual({
    status: 200,
    body: { data: { login: { token: expect.any(String) } } },
  });
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('Stopped cleanly');
  const token = (restAnswer.body as { token: string }).token;
  expect(valueOf(await restTransport.me(token))?.email).toBe(account.email);
}, 20_000);
