import { uniqueEmail } from '../server/support/accounts';
import { graphql, request, rest } from '../server/support/http';
import { outboxFor } from '../server/support/recovery';
import { restFrom, visitorIp } from '../server/support/visitor';

/** What every answer carries, whatever produced it. */
function expectBaseHeaders(headers: Headers): void {
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // Served over http here: a Strict-Transport-Security header would lock browsers out.
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

test('a page carries a policy that runs only the site’s own scripts and lets no site frame it', async () => {
  const page = await request('GET', '/about');
  expectBaseHeaders(page.headers);
  const policy = directives(page.headers.get('content-security-policy'));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  // No inline event handler runs: a handler injected into a page is inert.
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // No upgrade over http, where it would break every request.
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
});

test.each([
  ['a missing page', '/no-such-page'],
  ['a missing photo', '/media/00000000-0000-0000-0000-000000000000/640.webp'],
  ['an unknown API path', '/api/no-such-thing'],
])('%s answers with the same headers and policy', async (_name, path) => {
  const answer = await request('GET', path);
  expect(answer.status).toBe(404);
  expectBaseHeaders(answer.headers);
  expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
});

describe.each([
  {
    transport: 'GraphQL',
    call: () => graphql('mutation { login(input: { email: "", password: "" }) { token } }'),
  },
  { transport: 'REST', call: () => rest('POST', '/api/auth/login', { email: '', password: '' }) },
])('$transport answers', ({ call }) => {
  test('carry the security headers and no X-Powered-By, failures included', async () => {
    const answer = await call();
    expect(answer.text).toContain('Email address is required');
    expectBaseHeaders(answer.headers);
  });
});

test('Apollo’s Sandbox (outside production) keeps its own policy, under ours that names what it loads', async () => {
  const page = await request('GET', '/graphql', { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expectBaseHeaders(page.headers);
  // Both apply: a script runs from the Sandbox's CDN, or inline with the page's nonce.
  expect(page.headers.get('content-security-policy')).toMatch(
    /script-src 'unsafe-inline' https:\/\/embeddable-sandbox\.cdn\.apollographql\.com;/,
  );
  expect(page.text).toMatch(
    /http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/,
  );
});

test('the mail preview keeps its stricter policy: no script at all', async () => {
  const email = uniqueEmail('headers');
  await restFrom(visitorIp(), 'POST', '/api/auth/forgot-password', { email });
  const [queued] = await outboxFor(email);
  const preview = await request('GET', `/dev/mail/${queued.id}`);
  expect(preview.status).toBe(200);
  expectBaseHeaders(preview.headers);
  const policy = directives(preview.headers.get('content-security-policy'));
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.has('script-src')).toBe(false);
});
