import { countAccounts } from '../server/support/database';
import { newAccount } from '../server/support/accounts';
import {
  created,
  graphqlUpload,
  multipart,
  restFeedback,
  restForm,
  signedIn,
  storedFor,
  validFeedback,
} from '../server/support/feedback';
import { request } from '../server/support/http';
import { png } from '../server/support/images';
import { baseUrl } from '../server/support/test-env';

const STRANGER = 'https://evil.example';
const CROSS_SITE = 'Requests from pages of other sites are not accepted.';
const NOT_JSON =
  'Send the request body as JSON (application/json), or files as multipart/form-data.';
const APOLLO_CSRF = /blocked as a potential Cross-Site Request Forgery/;

/** The shared server's PUBLIC_URL is its default, http://localhost:PORT. */
const siteOrigin = () => baseUrl().replace('127.0.0.1', 'localhost');

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { token } }`;

/** Whether the account the attempt tried to create exists. */
async function accountMade(account: { email: string; name: string }): Promise<boolean> {
  return (await countAccounts(account.email, account.name)) > 0;
}

describe('GraphQL (Apollo’s CSRF prevention)', () => {
  test('a mutation sent as GET is refused, with or without the preflight header', async () => {
    const account = newAccount();
    const query = `mutation { register(input: { name: "${account.name}", email: "${account.email}",
      password: "${account.password}", country: "${account.country}" }) { token } }`;
    const path = `/graphql?query=${encodeURIComponent(query)}`;
    const plain = await request('GET', path);
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(APOLLO_CSRF);
    const preflighted = await request('GET', path, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(405);
    expect(await accountMade(account)).toBe(false);
  });

  test.each([
    [
      'form-encoded',
      'application/x-www-form-urlencoded',
      (body: string) => `query=${encodeURIComponent(body)}`,
    ],
    ['plain text', 'text/plain', (body: string) => body],
  ])('a %s POST, as a form on another site sends it, is refused', async (_kind, type, encode) => {
    const account = newAccount();
    const json = JSON.stringify({ query: REGISTER, variables: { input: account } });
    const answer = await request('POST', '/graphql', {
      body: encode(json),
      headers: { 'content-type': type, origin: STRANGER },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(APOLLO_CSRF);
    expect(await accountMade(account)).toBe(false);
  });

  test('an upload without Apollo-Require-Preflight is refused; with it, it is taken', async () => {
    const session = await signedIn();
    const upload = async (headers?: Record<string, string>) =>
      graphqlUpload(
        `mutation Create($input: FeedbackInput!, $images: [Upload!]) {
          createFeedback(input: $input, images: $images) { id } }`,
        { input: validFeedback() },
        [{ bytes: await png() }],
        session.token,
        'images',
        headers,
      );
    const refused = await upload({});
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(APOLLO_CSRF);
    expect((await storedFor(session.user.id)).feedback).toBe(0);

    const taken = await upload();
    expect(taken.status).toBe(200);
    expect((await storedFor(session.user.id)).feedback).toBe(1);
  });
});

describe('REST', () => {
  const register = (account: object, headers: Record<string, string>) =>
    request('POST', '/api/auth/register', { body: account, headers });

  test.each([
    ['an Origin of another site', { origin: STRANGER }],
    ['a Referer of another site and no Origin', { referer: `${STRANGER}/page.html` }],
    ['an opaque Origin (a sandboxed frame, a file)', { origin: 'null' }],
  ])('a change sent with %s is refused with 403', async (_name, headers) => {
    const account = newAccount();
    const answer = await register(account, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: CROSS_SITE });
    expect(await accountMade(account)).toBe(false);
  });

  test.each([
    ['PUBLIC_URL’s origin', () => ({ origin: siteOrigin() })],
    ['a Referer on PUBLIC_URL', () => ({ referer: `${siteOrigin()}/register` })],
    ['the origin of the address it was sent to (a dev proxy)', () => ({ origin: baseUrl() })],
    ['neither Origin nor Referer (curl, a server)', () => ({})],
  ])('a change sent with %s is taken', async (_name, headers) => {
    const account = newAccount();
    expect((await register(account, headers())).status).toBe(201);
    expect(await accountMade(account)).toBe(true);
  });

  test.each([
    [
      'form-encoded',
      'application/x-www-form-urlencoded',
      (a: Record<string, string>) => new URLSearchParams(a).toString(),
    ],
    ['plain text', 'text/plain', (a: Record<string, string>) => JSON.stringify(a)],
  ])('a %s body is refused with 415, from any origin', async (_kind, type, encode) => {
    const account = newAccount();
    for (const origin of [undefined, siteOrigin()]) {
      const answer = await request('POST', '/api/auth/register', {
        body: encode({ ...account }),
        headers: { 'content-type': type, ...(origin && { origin }) },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: NOT_JSON });
    }
    expect(await accountMade(account)).toBe(false);
  });

  test('an upload from another site is refused and stores nothing; from the site it is taken', async () => {
    const session = await signedIn();
    const send = async (origin: string) =>
      multipart(
        'POST',
        '/api/feedback',
        restForm(validFeedback(), [{ bytes: await png() }]),
        session.token,
        { origin },
      );
    const refused = await send(STRANGER);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CROSS_SITE });
    expect(await storedFor(session.user.id)).toEqual({
      feedback: 0,
      images: 0,
      orphans: expect.any(Number),
    });

    expect((await send(siteOrigin())).status).toBe(201);
    expect((await storedFor(session.user.id)).images).toBe(1);
  });

  test('a deletion from another site is refused; reading from one is not a change and passes', async () => {
    const session = await signedIn();
    const feedback = created(await restFeedback.create(session.token, validFeedback()));
    const deletion = await request('DELETE', `/api/feedback/${feedback.id}`, {
      token: session.token,
      headers: { origin: STRANGER },
    });
    expect(deletion.status).toBe(403);
    expect((await storedFor(session.user.id)).feedback).toBe(1);

    const read = await request('GET', '/api/auth/me', {
      token: session.token,
      headers: { origin: STRANGER },
    });
    expect(read.status).toBe(200);
    // Its page still cannot see the answer: no CORS permission for another origin.
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
