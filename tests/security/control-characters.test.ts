import { contentEditor } from '../server/support/content';
import { graphql, request } from '../server/support/http';

/**
 * No id, slug or key of the site holds a control character, and PostgreSQL refuses NUL in text:
 * such a name is refused as the caller's mistake (400, BAD_USER_INPUT) before any query runs,
 * never answered with a 500.
 */
const REFUSED = 'The address or name asked for contains characters that are not allowed.';

test.each([
  '/api/content/pages/%00',
  '/api/content/pages/privacy%00',
  '/api/content/pages/a%1Bb',
  '/api/content/destinations?language=%00',
  '/api/tour-albums/%00',
  '/api/feedback/user/me?x=%7F',
])('REST: %s is refused with 400', async (path) => {
  const answer = await request<{ message: string }>('GET', path);
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(REFUSED);
});

test('REST: the refusal is in the language of the request', async () => {
  const answer = await request<{ message: string }>('GET', '/api/content/pages/%00', {
    headers: { 'accept-language': 'de' },
  });
  expect(answer.status).toBe(400);
  expect(answer.body.message).not.toBe(REFUSED);
  expect(answer.body.message).toMatch(/Zeichen/);
});

test.each(['\u0000', 'privacy\u0000', 'a\u001bb'])(
  'GraphQL: a free page’s slug %j is refused as bad input',
  async (slug) => {
    const answer = await graphql('query ($slug: String!) { contentPage(slug: $slug) { key } }', {
      slug,
    });
    expect(answer.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0].message).toBe(REFUSED);
  },
);

test.each(['contentEntry', 'contentRevisions'])(
  'GraphQL: an entry’s key with NUL is refused as bad input (%s)',
  async (field) => {
    const { token } = await contentEditor();
    const answer = await graphql(
      `query ($key: String!) { ${field}(kind: destination, key: $key) { __typename } }`,
      { key: 'ella\u0000' },
      token,
    );
    expect(answer.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0].message).toBe(REFUSED);
  },
);

test.each([
  ['an album', 'query ($id: ID!) { album(id: $id) { id } }', { id: '\u0000' }],
  ['an album, written in the query', 'query { album(id: "ab\\u0000") { id } }', {}],
  ['a review to delete', 'mutation ($id: ID!) { deleteFeedback(id: $id) }', { id: 'x\u001f' }],
])(
  'GraphQL: the id of %s with a control character is refused as bad input',
  async (_what, query, variables) => {
    const answer = await graphql(query, variables);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0].message).toBe(REFUSED);
    expect(answer.body.data ?? null).toBeNull();
  },
);
