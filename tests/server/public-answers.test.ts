import { created, restFeedback, signedIn, validFeedback } from './support/feedback';
import { request, type HttpResult } from './support/http';
import { baseUrl } from './support/test-env';

/**
 * A visitor's public read carries an ETag (a revisit with it answers 304) and a Cache-Control a
 * CDN may use; the same read by anyone signed in is private and is never marked shareable.
 */
const FEEDBACK_LIST = `query FeedbackList {
  feedbacks { id userId fullName email rating images { url srcset } }
  feedbackSummary { average count }
}`;

/** GraphQL asked with GET must say it is not a cross-site form (Apollo's CSRF prevention). */
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const graphqlGet = (query: string, variables?: object) =>
  `/graphql?query=${encodeURIComponent(query)}` +
  (variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : '');

const SITE_CONTENT = `query SiteContent($kind: ContentKind!, $preview: Boolean) {
  siteContent(kind: $kind, language: "en", preview: $preview) { key document }
}`;

interface Read {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const PUBLIC_READS: [string, Read][] = [
  ['REST: the reviews', { method: 'GET', path: '/api/feedback' }],
  ['REST: the albums', { method: 'GET', path: '/api/tour-albums' }],
  ['REST: published content', { method: 'GET', path: '/api/content/faqItem' }],
  ['REST: a free page', { method: 'GET', path: '/api/content/pages/privacy' }],
  ['GraphQL GET: the home page reviews', { method: 'GET', path: graphqlGet(FEEDBACK_LIST) }],
  [
    'GraphQL POST: the home page reviews',
    { method: 'POST', path: '/graphql', body: { query: FEEDBACK_LIST } },
  ],
  [
    'GraphQL POST: published content',
    {
      method: 'POST',
      path: '/graphql',
      body: { query: SITE_CONTENT, variables: { kind: 'faqItem' } },
    },
  ],
];

function ask(read: Read, headers: Record<string, string> = {}, token?: string) {
  return request(read.method, read.path, {
    body: read.body,
    token,
    headers: { ...PREFLIGHT, ...headers },
  });
}

/**
 * What a browser sends to revalidate what it keeps. Without `cache-control`, fetch would add
 * `no-cache` to a conditional request, which asks for the whole answer.
 */
const revalidation = (answer: HttpResult) => ({
  'if-none-match': answer.headers.get('etag') ?? '',
  'cache-control': 'max-age=0',
});

function expectPublic(answer: HttpResult) {
  expect(answer.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
  );
  expect(answer.headers.get('vary')).toMatch(/\bAuthorization\b/i);
  expect(answer.headers.get('etag')).toMatch(/^W\/".+"$/);
}

function expectPrivate(answer: HttpResult) {
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
}

test.each(PUBLIC_READS)('%s: public, with the same ETag until a change', async (_name, read) => {
  const first = await ask(read);
  const again = await ask(read);

  expect(first.status).toBe(200);
  expectPublic(first);
  expect(again.text).toBe(first.text);
  expectPublic(again);
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
});

// Conditional requests are for GET (RFC 9110): a POST is answered in full, with its ETag.
test.each(PUBLIC_READS.filter(([, read]) => read.method === 'GET'))(
  '%s: a revisit with the ETag answers 304 without a body',
  async (_name, read) => {
    const first = await ask(read);

    const revisit = await ask(read, revalidation(first));

    expect(revisit.status).toBe(304);
    expect(revisit.text).toBe('');
    expectPublic(revisit);
  },
);

test.each(PUBLIC_READS)(
  '%s: public for a visitor, private for anyone signed in',
  async (_name, read) => {
    const { token } = await signedIn();
    const visitor = await ask(read);

    const member = await ask(read, {}, token);

    expectPublic(visitor);
    expect(member.status).toBe(200);
    expectPrivate(member);
  },
);

test('a new review makes the list new: the old ETag answers 200 with it', async () => {
  const list = { method: 'GET', path: '/api/feedback' } as const;
  const before = await ask(list);
  const author = await signedIn();
  const review = created(await restFeedback.create(author.token, validFeedback()));

  const after = await ask(list, revalidation(before));

  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  expect(after.text).toContain(review.id);
  expectPublic(after);
});

test('the same query is public, but not with a preview or a question about the session', async () => {
  const published = { kind: 'faqItem' };
  const plain = await ask({ method: 'GET', path: graphqlGet(SITE_CONTENT, published) });
  const preview = await ask({
    method: 'GET',
    path: graphqlGet(SITE_CONTENT, { ...published, preview: true }),
  });
  const withSession = await ask({
    method: 'POST',
    path: '/graphql',
    body: { query: '{ me { id } feedbackSummary { count } }' },
  });
  const restPreview = await ask({ method: 'GET', path: '/api/content/faqItem?preview=1' });

  expectPublic(plain);
  for (const answer of [preview, withSession, restPreview]) expectPrivate(answer);
  expect(restPreview.status).toBe(401);
});

test('a kept answer goes out compressed to a client that accepts it, with the same content', async () => {
  const list = { method: 'GET', path: '/api/feedback' } as const;
  const plain = await ask(list);

  const [brotli, gzip] = [
    await ask(list, { 'accept-encoding': 'br' }),
    await ask(list, { 'accept-encoding': 'gzip' }),
  ];

  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  for (const answer of [brotli, gzip]) {
    expect(answer.text).toBe(plain.text);
    expect(answer.headers.get('vary')).toMatch(/\bAccept-Encoding\b/i);
    expectPublic(answer);
  }
});

/** The same read, asked in words no earlier request used, so the first answer is not kept yet. */
function unasked(read: Read): Read {
  const mark = `${Date.now()}${Math.random()}`.replace('.', '');
  if (read.path.startsWith('/api/')) return { ...read, path: `${read.path}?unasked=${mark}` };
  const comment = `\n# unasked ${mark}\n`;
  if (read.method === 'GET') return { ...read, path: `${read.path}${encodeURIComponent(comment)}` };
  const body = read.body as { query: string };
  return { ...read, body: { ...body, query: `${body.query}${comment}` } };
}

/**
 * Every header but those that differ on every answer, and the statements the request sent to the
 * database (with NODE_ENV=test), which a kept answer does not ask.
 */
function headersOf(answer: HttpResult): Record<string, string> {
  const headers = Object.fromEntries(answer.headers.entries());
  for (const name of ['x-request-id', 'date', 'x-sql-statements']) delete headers[name];
  return headers;
}

const SITE_ORIGIN = () => `http://localhost:${new URL(baseUrl()).port}`;

describe.each([
  ['no Origin', () => ({})],
  ['the site’s Origin', () => ({ origin: SITE_ORIGIN() })],
  ['another Origin', () => ({ origin: 'https://elsewhere.example' })],
])('with %s', (_origin, originHeaders) => {
  test.each(PUBLIC_READS)(
    '%s: a kept answer carries every header of the first answer, security and CORS included',
    async (_name, read) => {
      const question = unasked(read);
      const headers = { 'accept-encoding': 'identity', ...originHeaders() };
      const first = await ask(question, headers);

      const kept = await ask(question, headers);

      expect(first.status).toBe(200);
      expect(
        first.headers.get('content-security-policy') ?? first.headers.get('x-frame-options'),
      ).toBeTruthy();
      expect(headersOf(kept)).toEqual(headersOf(first));
      expect(kept.text).toBe(first.text);
    },
  );
});
