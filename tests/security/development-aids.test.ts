import http from 'node:http';
import os from 'node:os';
import { uniqueEmail } from '../server/support/accounts';
import { graphql, request, type HttpResult } from '../server/support/http';
import { outboxFor } from '../server/support/recovery';
import { serverBeside } from '../server/support/server-beside';

/**
 * `npm start` as a newcomer runs it: development mode, no SMTP, listening on every interface.
 * Mail previews, the Sandbox, introspection and the metrics are aids for the person at this
 * machine; a caller from another machine, or through a proxy, gets none of them.
 */
const server = serverBeside({ NODE_ENV: 'development' });
let local: string;
let remote: string;

/** An address of this machine that is not loopback: how another machine reaches the server. */
function networkAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((candidate) => candidate && candidate.family === 'IPv4' && !candidate.internal);
  if (!address) throw new Error('This test needs a network interface besides loopback');
  return address.address;
}

beforeAll(() => {
  local = server().baseUrl;
  remote = `http://${networkAddress()}:${server().port}`;
});

const viaProxy = { 'x-forwarded-for': '198.51.100.7' };

const forgot = {
  rest: (base: string, email: string, headers: Record<string, string> = {}) =>
    request<Record<string, unknown>>('POST', '/api/auth/forgot-password', {
      body: { email },
      headers,
      base,
    }).then(({ body }) => body),
  graphql: (base: string, email: string, headers: Record<string, string> = {}) =>
    request<{ data?: { forgotPassword: Record<string, unknown> } }>('POST', '/graphql', {
      body: {
        query:
          'mutation ($email: String!) { forgotPassword(email: $email) { message previewUrl } }',
        variables: { email },
      },
      headers,
      base,
    }).then(({ body }) => body.data?.forgotPassword),
};

const INTROSPECTION = '{ __schema { queryType { name } } }';

function expectRefusedIntrospection(answer: HttpResult<{ errors?: { message: string }[] }>) {
  expect(answer.status).toBe(400);
  expect(answer.body.errors?.[0].message).toMatch(/introspection is not allowed/);
  expect(answer.text).not.toContain('queryType');
}

describe.each(Object.entries(forgot))('forgot password over %s', (_name, ask) => {
  test('from another machine the answer holds no preview, and the preview is not served', async () => {
    const email = uniqueEmail('remote');
    const answer = await ask(remote, email);
    expect(answer?.message).toEqual(expect.any(String));
    expect(answer?.previewUrl ?? undefined).toBeUndefined();
    expect(JSON.stringify(answer)).not.toMatch(/dev\/mail|reset-password/);

    const [queued] = await outboxFor(email);
    expect((await request('GET', `/dev/mail/${queued.id}`, { base: remote })).status).toBe(404);
  });

  test('through a proxy on this machine the answer holds no preview either', async () => {
    const answer = await ask(local, uniqueEmail('proxied'), viaProxy);
    expect(answer?.message).toEqual(expect.any(String));
    expect(answer?.previewUrl ?? undefined).toBeUndefined();
  });

  test('at this machine the newcomer is shown the email', async () => {
    const email = uniqueEmail('newcomer');
    const answer = await ask(local, email);
    expect(answer?.previewUrl).toMatch(/\/dev\/mail\/[0-9a-f-]{36}$/);
    const preview = await request('GET', new URL(String(answer?.previewUrl)).pathname, {
      base: local,
    });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Password reset request');
  });
});

test('at this machine, a body that arrives after its headers still gets the preview', async () => {
  const email = uniqueEmail('slow-body');
  const answer = await postInTwoParts('/api/auth/forgot-password', JSON.stringify({ email }));
  expect(JSON.parse(answer)).toEqual({
    message: expect.any(String),
    previewUrl: expect.stringMatching(/\/dev\/mail\/[0-9a-f-]{36}$/),
  });
});

/** A JSON post from loopback whose body is sent a moment after its headers, as on a slow link. */
function postInTwoParts(path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${local}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), 100);
  });
}

test('introspection and name hints answer only the person at this machine', async () => {
  expectRefusedIntrospection(await graphql(INTROSPECTION, undefined, undefined, remote));
  expectRefusedIntrospection(
    await request('POST', '/graphql', { body: { query: INTROSPECTION }, headers: viaProxy }),
  );
  const hidden = await graphql('{ me { nme } }', undefined, undefined, remote);
  expect(hidden.body.errors?.[0].message).toBe('Cannot query field "nme" on type "User".');

  const allowed = await graphql(INTROSPECTION, undefined, undefined, local);
  expect(allowed.status).toBe(200);
  expect(allowed.body.errors).toBeUndefined();
  const hinted = await graphql('{ me { nme } }', undefined, undefined, local);
  expect(hinted.body.errors?.[0].message).toMatch(/Did you mean "name"\?/);
});

test('the Sandbox page and the metrics are not served to another machine', async () => {
  const browser = { accept: 'text/html' };
  const sandboxRemote = await request('GET', '/graphql', { headers: browser, base: remote });
  expect(sandboxRemote.status).toBe(404);
  expect(sandboxRemote.text).not.toMatch(/sandbox/i);
  const sandboxLocal = await request('GET', '/graphql', { headers: browser, base: local });
  expect(sandboxLocal.status).toBe(200);
  expect(sandboxLocal.text).toMatch(/sandbox/i);
  // Served under a policy that names what the page loads, and no other site may frame it.
  const policy = sandboxLocal.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(/script-src [^;]*https:\/\/embeddable-sandbox\.cdn\.apollographql\.com/);
  expect(policy).toContain('frame-src https://sandbox.embed.apollographql.com');
  expect(policy).toContain("frame-ancestors 'none'");

  expect((await request('GET', '/metrics', { base: remote })).status).toBe(404);
  expect((await request('GET', '/metrics', { base: local, headers: viaProxy })).status).toBe(404);
  const metrics = await request('GET', '/metrics', { base: local });
  expect(metrics.status).toBe(200);
  expect(metrics.text).toContain('http_requests_total');
});
