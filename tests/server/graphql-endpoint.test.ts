import { graphql, request } from './support/http';
import { showsApolloSandbox } from './support/landing-page';

test('GET /graphql in a browser shows the Apollo Sandbox outside production', async () => {
  const response = await request('GET', '/graphql', { headers: { accept: 'text/html' } });

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(showsApolloSandbox(response.text)).toBe(true);
});

test('introspection is open outside production', async () => {
  const response = await graphql<{ __schema: { types: { name: string }[] } }>(
    '{ __schema { types { name } } }',
  );

  expect(response.body.errors).toBeUndefined();
  expect(response.body.data?.__schema.types.map((type) => type.name)).toContain('User');
});

test('the schema offers no way to read a password hash', async () => {
  const response = await graphql('{ me { id passwordHash } }');

  expect(response.status).toBe(400);
  expect(response.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

test('malformed JSON sent to /graphql is a JSON 400 without a stack trace', async () => {
  const response = await request('POST', '/graphql', { body: '{"query": "{ me { id } }",' });

  expect(response.status).toBe(400);
  expect(response.text).not.toMatch(/\bat .*\(|node_modules/);
  expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
});
