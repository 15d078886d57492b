import { request } from '../server/support/http';
import { serverBeside } from '../server/support/server-beside';

/**
 * The client sends whole queries, so automatic persisted queries are off: a request that asks for
 * one gets a plain refusal, and the log, read by whoever is on call, stays free of false alarms.
 */
const server = serverBeside({ LOG_LEVEL: 'warn' });

const persisted = (sha256Hash: string, query?: string) =>
  request<{ errors?: { message: string; extensions?: { code?: string } }[] }>('POST', '/graphql', {
    body: { ...(query && { query }), extensions: { persistedQuery: { version: 1, sha256Hash } } },
    base: server().baseUrl,
  });

test.each([
  [
    'a hash alone',
    () => persisted('ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38'),
  ],
  ['a query with a hash that does not match it', () => persisted('abc', '{ me { id } }')],
])('%s is refused as unsupported, and logged as nothing unexpected', async (_name, send) => {
  const answer = await send();

  expect(answer.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(server().output()).not.toMatch(/error\.unexpected|"level":"error"/);
});
