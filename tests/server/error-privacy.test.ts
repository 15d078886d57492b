import path from 'node:path';
import { graphql, rest } from './support/http';
import { REPO_ROOT, startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { databaseUrl, jwtSecret } from './support/test-env';

/**
 * Apollo adds stack traces to errors only in development, so these run against a second server in
 * development mode (same database); the shared test server runs with NODE_ENV=test.
 */
let devServer: RunningServer;

beforeAll(async () => {
  devServer = await startServer({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl(),
    JWT_SECRET: jwtSecret(),
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  });
}, 95_000);

afterAll(async () => {
  await devServer?.stop();
}, 35_000);

/** Traces of the server's inside: stack frames, file paths, database errors. */
function expectNoInternals(text: string): void {
  expect(text).not.toContain(REPO_ROOT);
  expect(text).not.toMatch(
    /stacktrace|node_modules|\bat \S+ \(|QueryFailedError|byte sequence|UTF8/,
  );
}

const GENERIC = 'Something went wrong. Please try again later.';
/** Postgres refuses NUL in text and nothing checks for it first: the one outside way to a crash. */
const NUL_EMAIL = 'ann\u0000perera@example.com';

interface FailingOperation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  token?: string;
}

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

const FAILING_OPERATIONS: FailingOperation[] = [
  { name: 'a syntax error', query: '{ me { id ' },
  { name: 'an unknown field', query: '{ me { id password } }' },
  { name: 'a variable of the wrong type', query: LOGIN, variables: { input: { email: 1 } } },
  { name: 'a rejected form', query: LOGIN, variables: { input: { email: '', password: '' } } },
  {
    name: 'wrong credentials',
    query: LOGIN,
    variables: { input: { email: 'nobody@example.com', password: 'secret1' } },
  },
  { name: 'a rejected token', query: '{ me { id } }', token: 'forged.token.value' },
  {
    name: 'an unexpected failure',
    query: LOGIN,
    variables: { input: { email: NUL_EMAIL, password: 'secret1' } },
  },
];

test.each(FAILING_OPERATIONS)(
  'GraphQL: $name answers without stack traces or internals',
  async ({ query, variables, token }) => {
    const response = await graphql(query, variables, token, devServer.baseUrl);

    expect(response.body.errors?.length).toBeGreaterThan(0);
    for (const error of response.body.errors ?? []) {
      expect(error.extensions ?? {}).not.toHaveProperty('stacktrace');
      expect(error.extensions?.code).toEqual(expect.any(String));
    }
    expectNoInternals(response.text);
  },
);

/** Should the service come to reject NUL bytes itself, the invalid-email answer is fine too. */
const ACCEPTABLE_ANSWERS_TO_NUL = [
  [500, 'INTERNAL_SERVER_ERROR', GENERIC],
  [400, 'BAD_USER_INPUT', 'Please enter a valid email address'],
];

test('GraphQL: an unexpected failure reaches the client only as the generic message', async () => {
  const response = await graphql(
    LOGIN,
    { input: { email: NUL_EMAIL, password: 'secret1' } },
    undefined,
    devServer.baseUrl,
  );

  const [error] = response.body.errors ?? [];
  const codesAndMessages = ACCEPTABLE_ANSWERS_TO_NUL.map(([, code, message]) => [code, message]);
  expect(codesAndMessages).toContainEqual([error?.extensions?.code, error?.message]);
});

test('REST: an unexpected failure reaches the client only as the generic message', async () => {
  const response = await rest<{ message?: string }>('POST', '/api/auth/login', {
    email: NUL_EMAIL,
    password: 'secret1',
  });

  const statusesAndMessages = ACCEPTABLE_ANSWERS_TO_NUL.map(([status, , message]) => [
    status,
    message,
  ]);
  expect(statusesAndMessages).toContainEqual([response.status, response.body.message]);
  expectNoInternals(response.text);
});
