import jwt from 'jsonwebtoken';
import { newAccount } from './support/accounts';
import { bumpTokenVersion, deleteUser } from './support/database';
import { graphql, rest } from './support/http';
import { jwtSecret } from './support/test-env';
import { failureOf, TRANSPORTS, valueOf, type Session } from './support/transports';

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The same token with its expiry pushed back a year and the original signature. */
function extendedByAYear(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return [header, base64url({ ...claims, exp: claims.exp + 365 * 24 * HOUR }), signature].join('.');
}

const unsigned = (claims: object) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

/** Each bad token carries the right user and version, so only its one defect can reject it. */
const REJECTED_TOKENS: [string, (session: Session) => Promise<string> | string][] = [
  ['a token whose payload was edited (signature kept)', ({ token }) => extendedByAYear(token)],
  [
    'a token signed with another secret',
    ({ user }) => jwt.sign({ sub: user.id, tv: 0 }, 'x'.repeat(48), { expiresIn: HOUR }),
  ],
  [
    'an unsigned token (alg none)',
    ({ user }) => unsigned({ sub: user.id, tv: 0, exp: now() + HOUR }),
  ],
  [
    'an expired token',
    ({ user }) => jwt.sign({ sub: user.id, tv: 0, exp: now() - 60 }, jwtSecret()),
  ],
  [
    'a token issued before the token version was raised',
    async ({ token, user }) => {
      await bumpTokenVersion(user.id);
      return token;
    },
  ],
  [
    'a token of an account that no longer exists',
    async ({ token, user }) => {
      await deleteUser(user.id);
      return token;
    },
  ],
];

describe.each(TRANSPORTS)('tokens over $name', (transport) => {
  test.each(REJECTED_TOKENS)('me refuses %s: session expired', async (_, makeToken) => {
    const session = valueOf(await transport.register(newAccount()));
    const token = await makeToken(session);

    expect(failureOf(await transport.me(token))).toEqual(transport.expected('sessionExpired'));
  });

  test('me accepts a token signed with the server secret for the current version', async () => {
    const { user } = valueOf(await transport.register(newAccount()));
    const token = jwt.sign({ sub: user.id, tv: 0, exp: now() + 60 }, jwtSecret());

    expect(valueOf(await transport.me(token))).toEqual(user);
  });

  test('after the version was raised, signing in again gives a token that works', async () => {
    const account = newAccount();
    const { user } = valueOf(await transport.register(account));
    await bumpTokenVersion(user.id);

    const { token } = valueOf(await transport.login(account));

    expect(valueOf(await transport.me(token))).toEqual(user);
  });
});

test('GraphQL me without a token is null, not an error', async () => {
  const response = await graphql('{ me { id } }');

  expect(response.status).toBe(200);
  expect(response.body).toEqual({ data: { me: null } });
});

test('GraphQL me with a rejected token is null with an UNAUTHENTICATED error', async () => {
  const response = await graphql('{ me { id } }', {}, 'not-a-token');

  expect(response.body.data).toEqual({ me: null });
  expect(response.body.errors).toEqual([
    expect.objectContaining({
      message: 'Session expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    }),
  ]);
});

test('REST me without a token is 401 authentication required', async () => {
  const response = await rest('GET', '/api/auth/me');

  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: 'Authentication required. Please log in.' });
});

test('the token names the user, and lasts 7 days by default', async () => {
  const { token, user } = valueOf(await TRANSPORTS[0].register(newAccount()));

  const claims = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'] }) as jwt.JwtPayload;

  expect(claims).toMatchObject({ sub: user.id, tv: 0 });
  expect(claims.exp! - claims.iat!).toBe(7 * 24 * HOUR);
});
