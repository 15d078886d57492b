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

/** Postgres refuses NUL in text; the validation rules must stop it before any query runs. */
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
    name: 'a NUL byte in the email',
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

test('GraphQL: a NUL byte in the email is a validation error, not a crash', async () => {
  const response = await graphql(
    LOGIN,
    { input: { email: NUL_EMAIL, password: 'secret1' } },
    undefined,
    devServer.baseUrl,
  );

  const [error] = response.body.errors ?? [];
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(error?.message).toBe('Please enter a valid email address');
});

test('REST: control characters in a name or email are validation errors, not crashes', async () => {
  const response = await rest<{ message?: string; errors?: Record<string, string> }>(
    'POST',
    '/api/auth/register',
    { name: 'Ann\u0000', email: NUL_EMAIL, password: 'secret1', country: 'Japan' },
  );

  expect(response.status).toBe(400);
  expect(response.body.errors).toEqual({
    name: 'Name contains characters that are not allowed',
    email: 'Email is invalid',
  });
  expectNoInternals(response.text);
});
