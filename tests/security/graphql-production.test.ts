import {
  createScratchDatabase,
  withDatabase,
  type ScratchDatabase,
} from '../server/support/database';
import { graphql, request, type GraphQLBody, type HttpResult } from '../server/support/http';
import {
  ownServerVariables,
  startServer,
  type RunningServer,
} from '../server/support/server-process';

/**
 * A production-mode server on a scratch database of its own, which the last test breaks on
 * purpose; the shared (test-mode) server answers the same requests for contrast.
 */
let database: ScratchDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startServer(ownServerVariables(database.url, { NODE_ENV: 'production' }));
}, 95_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
}, 35_000);

const production = (query: string, variables?: Record<string, unknown>) =>
  graphql(query, variables, undefined, server.baseUrl);

/** What no client may ever see: a stack, a file path, SQL or the database's own words. */
function expectNothingInternal(result: HttpResult<GraphQLBody>) {
  expect(result.text).not.toMatch(/stacktrace|\n\s+at |\.js:\d+|\.ts:\d+/);
  expect(result.text).not.toMatch(/SELECT|INSERT|relation|tour_albums|QueryFailedError/i);
}

test('introspection is refused in production and allowed in development', async () => {
  for (const query of [
    '{ __schema { queryType { name } } }',
    '{ __type(name: "User") { name } }',
  ]) {
    const refused = await production(query);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.body.errors?.[0].message).toMatch(/introspection is not allowed/i);
    expect(refused.body.data).toBeUndefined();

    const allowed = await graphql(query);
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();
  }
});

test('in production GET /graphql serves no landing page and no script of another site', async () => {
  for (const accept of ['text/html', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
    const page = await request('GET', '/graphql', { base: server.baseUrl, headers: { accept } });
    expect(page.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(page.text).not.toMatch(/apollographql\.com|<script/i);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  }
});

test('the REST API docs are not served in production, and are in development', async () => {
  for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js']) {
    const hidden = await request('GET', path, { base: server.baseUrl });
    expect({ path, status: hidden.status }).toEqual({ path, status: 404 });
    expect(hidden.text).not.toMatch(/swagger|openapi/i);
  }
  expect((await request('GET', '/api/docs')).status).toBe(200);
});

test('a misspelt field gets no "Did you mean" hint in production', async () => {
  const query = '{ me { nme } }';
  const hidden = await production(query);
  const shown = await graphql(query);

  expect(hidden.status).toBe(400);
  expect(hidden.body.errors).toEqual([
    {
      message: 'Cannot query field "nme" on type "User".',
      locations: [{ line: 1, column: 8 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ]);
  expect(shown.body.errors?.[0].message).toBe(
    'Cannot query field "nme" on type "User". Did you mean "name"?',
  );
});

test('a misspelt input field in the variables gets no hint in production either', async () => {
  const query = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
  const variables = {
    input: { email: 'someone@example.com', password: 'kandy-1815', pasword: 'kandy-1815' },
  };
  const hidden = await production(query, variables);
  const shown = await graphql(query, variables);

  expect(hidden.status).toBe(400);
  expect(hidden.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(hidden.body.errors?.[0].message).toMatch(/Field "pasword" is not defined/);
  expect(hidden.body.errors?.[0].message).not.toMatch(/Did you mean/);
  expect(shown.body.errors?.[0].message).toMatch(/Did you mean "password"\?/);
});

test('refused and malformed requests carry a code and nothing internal', async () => {
  const tooLarge = await production(`{ me { ${'id '.repeat(1000)}} }`);
  expect(tooLarge.status).toBe(400);
  expect(tooLarge.body.errors?.[0]).toMatchObject({
    message: 'The query is too large or too complex.',
    extensions: { code: 'QUERY_TOO_COMPLEX' },
  });
  const malformed = await production('{ me { id ');
  expect(malformed.status).toBe(400);
  expect(malformed.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  const batch = await request<GraphQLBody>('POST', '/graphql', {
    body: [{ query: '{ me { id } }' }],
    base: server.baseUrl,
  });
  expect(batch.status).toBe(400);
  expect(batch.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');

  for (const result of [tooLarge, malformed, batch]) {
    expect(Object.keys(result.body.errors?.[0].extensions ?? {})).toEqual(['code']);
    expectNothingInternal(result);
  }
});

test('a failing database statement reaches the client as a generic error', async () => {
  // The albums table disappears under the running server: every read of it fails in SQL.
  await withDatabase(
    (db) => db.query('ALTER TABLE tour_albums RENAME TO tour_albums_gone'),
    database.url,
  );

  const viaGraphql = await production('{ albums { id title } }');
  expect(viaGraphql.body.errors).toEqual([
    {
      message: 'Something went wrong. Please try again later.',
      locations: [{ line: 1, column: 3 }],
      path: ['albums'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ]);
  expectNothingInternal(viaGraphql);

  const viaRest = await request('GET', '/api/tour-albums', { base: server.baseUrl });
  expect(viaRest.status).toBe(500);
  expect(viaRest.body).toEqual({ message: 'Something went wrong. Please try again later.' });
  expectNothingInternal(viaRest as HttpResult<GraphQLBody>);
});
