import { createScratchDatabase, type ScratchDatabase } from '../server/support/database';
import { request } from '../server/support/http';
import {
  ownServerVariables,
  startServer,
  type RunningServer,
} from '../server/support/server-process';

const SITE = 'https://www.serendibtrails.test';
const PARTNER = 'https://partner.example.com';
const STRANGER = 'https://evil.example';
const APOLLO_SANDBOX = 'https://sandbox.embed.apollographql.com';

let database: ScratchDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startServer(
    ownServerVariables(database.url, {
      PUBLIC_URL: SITE,
      CORS_ORIGINS: `${PARTNER}, http://localhost:5173/`,
    }),
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const TRANSPORTS = [
  {
    name: 'GraphQL',
    path: '/graphql',
    call: (origin: string) =>
      request('POST', '/graphql', {
        body: { query: '{ albums { id } }' },
        headers: { origin },
        base: server.baseUrl,
      }),
  },
  {
    name: 'REST',
    path: '/api/tour-albums',
    call: (origin: string) =>
      request('GET', '/api/tour-albums', { headers: { origin }, base: server.baseUrl }),
  },
];

function preflight(path: string, origin: string, headers = 'content-type, authorization') {
  return request('OPTIONS', path, {
    base: server.baseUrl,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });
}

describe.each(TRANSPORTS)('$name', ({ path, call }) => {
  test.each([
    ['PUBLIC_URL’s origin', SITE],
    ['an origin of CORS_ORIGINS', PARTNER],
    ['an origin of CORS_ORIGINS written with a trailing slash', 'http://localhost:5173'],
  ])('a page of %s may read the answer', async (_name, origin) => {
    const answer = await call(origin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('vary')).toMatch(/Origin/i);
    // Sign-in is a bearer token: no cookie is ever sent along.
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test('a page of any other origin gets no permission to read the answer', async () => {
    const answer = await call(STRANGER);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a preflight from an allowed origin is answered with what the clients send', async () => {
    const answer = await preflight(
      path,
      PARTNER,
      'content-type, authorization, apollo-require-preflight',
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['content-type', 'authorization', 'apollo-require-preflight']) {
      expect(allowed).toContain(header);
    }
    expect(Number(answer.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  test('a preflight from another origin is answered without permission', async () => {
    const answer = await preflight(path, STRANGER);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });
});

test('Apollo’s Sandbox may query GraphQL outside production, and only GraphQL', async () => {
  const graphql = await preflight('/graphql', APOLLO_SANDBOX);
  expect(graphql.headers.get('access-control-allow-origin')).toBe(APOLLO_SANDBOX);
  const api = await preflight('/api/auth/login', APOLLO_SANDBOX);
  expect(api.headers.get('access-control-allow-origin')).toBeNull();
});

test('pages and files carry no CORS permission at all', async () => {
  const page = await request('GET', '/about', {
    headers: { origin: PARTNER },
    base: server.baseUrl,
  });
  expect(page.headers.get('access-control-allow-origin')).toBeNull();
});
