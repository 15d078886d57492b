import { request } from './support/http';

test('GET /healthz answers 200', async () => {
  const response = await request('GET', '/healthz');

  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok' });
});

test('GET /readyz answers 200 ready once the database answers', async () => {
  const response = await request('GET', '/readyz');

  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ready' });
});

test.each(['/api/auth/login', '/api/auth/register'])(
  'malformed JSON sent to %s is a 400 with a message',
  async (path) => {
    const response = await request('POST', path, { body: '{"email": "ann@example.com",' });

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: expect.stringMatching(/\S/) });
  },
);

describe.each(['/api/auth/login', '/graphql'])('a JSON body sent to %s', (path) => {
  test.each([
    ['a character set other than UTF-8', { 'content-type': 'application/json; charset=latin1' }],
    ['a compression the server does not read', { 'content-encoding': 'compress' }],
  ])('in %s is a 415 that says what the server reads', async (_case, headers) => {
    const response = await request('POST', path, {
      body: '{"email": "ann@example.com"}',
      headers,
    });

    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      message:
        'Send the request body in UTF-8, uncompressed or compressed with gzip, deflate or br.',
    });
  });
});

test.each([
  ['GET', '/api/no-such-thing'],
  ['POST', '/api/auth/no-such-thing'],
  ['GET', '/api/auth/login'],
])('%s %s is a 404 in JSON', async (method, path) => {
  const response = await request(method, path);

  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ message: 'Not found' });
});
