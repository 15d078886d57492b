import jwt from 'jsonwebtoken';
import { newAccount } from './support/accounts';
import { bumpTokenVersion } from './support/database';
import { graphql, rest } from './support/http';
import { jwtSecret } from './support/test-env';
import { HOUR, now, REJECTED_TOKENS } from './support/tokens';
import { failureOf, TRANSPORTS, valueOf } from './support/transports';

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
