import { signedIn } from '../server/support/feedback';
import { request } from '../server/support/http';

/** Answers that depend on who asks: no shared cache (a proxy, a CDN) nor the browser may keep them. */
const PRIVATE_ANSWERS: [string, string, string, unknown][] = [
  ['REST: the signed-in user', 'GET', '/api/auth/me', undefined],
  ['REST: my guide requests', 'GET', '/api/bookings/mine', undefined],
  ['REST: my reviews', 'GET', '/api/feedback/user/me', undefined],
  ['REST: the reviews, with my own email', 'GET', '/api/feedback', undefined],
  ['GraphQL: the session', 'POST', '/graphql', { query: '{ me { id email } }' }],
  [
    'GraphQL: the session, asked with GET',
    'GET',
    `/graphql?query=${encodeURIComponent('{ me { id } }')}`,
    undefined,
  ],
  ['GraphQL: my reviews', 'POST', '/graphql', { query: '{ myFeedback { id email } }' }],
];

test.each(PRIVATE_ANSWERS)('%s says no-store', async (_name, method, path, body) => {
  const { token } = await signedIn();
  const answer = await request(method, path, {
    body,
    token,
    // A GET to /graphql must say it is not a cross-site form (Apollo's CSRF prevention).
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/);
});

test('a refused answer says no-store too', async () => {
  const answer = await request('GET', '/api/auth/me', { token: 'not-a-token' });
  expect(answer.status).toBe(401);
  expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/);
});
