import { newAccount } from './support/accounts';
import { withDatabase } from './support/database';
import { graphql, rest } from './support/http';
import { outboxFor } from './support/recovery';
import {
  failureOf,
  restTransport,
  TRANSPORTS,
  valueOf,
  type AccountUser,
  type Session,
} from './support/transports';
import { graphqlFrom, visitorIp } from './support/visitor';

const USER_FIELDS = 'id name email country createdAt isAdmin';

interface ProfileChange {
  name: string;
  country: string;
}

/** updateProfile on either transport, read back as the user it returns. */
const updateProfile: Record<
  string,
  (
    token: string | undefined,
    input: object,
  ) => Promise<{
    user?: AccountUser;
    message: string;
    fields?: Record<string, string>;
    status: number;
  }>
> = {
  GraphQL: async (token, input) => {
    const response = await graphql<{ updateProfile: AccountUser }>(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
      { input },
      token,
    );
    const error = response.body.errors?.[0];
    return error
      ? { status: response.status, message: error.message, fields: error.extensions?.fields }
      : { status: response.status, message: '', user: response.body.data!.updateProfile };
  },
  REST: async (token, input) => {
    const response = await rest<{
      message: string;
      user?: AccountUser & { _id?: string };
      errors?: Record<string, string>;
    }>('PUT', '/api/auth/update-profile', input, token);
    const { _id, ...user } = response.body.user ?? {};
    return {
      status: response.status,
      message: response.body.message,
      fields: response.body.errors,
      ...(response.body.user && { user: { id: _id, ...user } as AccountUser }),
    };
  },
};

async function signedUp(): Promise<Session & { password: string }> {
  const account = newAccount();
  return { ...valueOf(await restTransport.register(account)), password: account.password };
}

async function storedUser(id: string) {
  return withDatabase(async (db) => {
    const result = await db.query('SELECT * FROM users WHERE id = $1', [id]);
    return result.rows[0];
  });
}

describe.each(TRANSPORTS.map((t) => t.name))('the profile over %s', (name) => {
  const update = updateProfile[name];

  test('changes the name and the country', async () => {
    const session = await signedUp();
    const change: ProfileChange = { name: '  Kumari Silva ', country: 'Japan' };

    const answer = await update(session.token, change);

    expect(answer.user).toEqual({ ...session.user, name: 'Kumari Silva', country: 'Japan' });
    if (name === 'REST') expect(answer.message).toBe('Profile updated successfully!');
    expect(valueOf(await restTransport.me(session.token))).toEqual(answer.user);
  });

  test('checks the name and the country, with the registration rules', async () => {
    const session = await signedUp();

    const empty = await update(session.token, { name: ' ', country: 'Atlantis' });
    const injected = await update(session.token, {
      name: 'Ann\r\nBcc: spy@example.com',
      country: 'India',
    });

    expect(empty.fields).toEqual({
      name: 'Name is required',
      country: 'Please select your country',
    });
    expect(injected.fields).toEqual({ name: 'Name contains characters that are not allowed' });
    expect(valueOf(await restTransport.me(session.token))).toEqual(session.user);
  });

  test('needs a signed-in user', async () => {
    const answer = await update(undefined, { name: 'Someone', country: 'India' });

    expect(answer.message).toBe('Authentication required. Please log in.');
  });
});

test('REST ignores every field but name and country', async () => {
  const session = await signedUp();
  const before = await storedUser(session.user.id);

  const response = await rest<{ user: Record<string, unknown> }>(
    'PUT',
    '/api/auth/update-profile',
    {
      name: 'Renamed Visitor',
      country: 'Spain',
      email: 'taken-over@example.com',
      isAdmin: true,
      _id: '00000000-0000-4000-8000-000000000000',
      tokenVersion: 7,
      token_version: 7,
      passwordHash: 'x',
      password: 'new-password',
      createdAt: '2001-01-01T00:00:00.000Z',
    },
    session.token,
  );

  const after = await storedUser(session.user.id);
  expect(response.status).toBe(200);
  expect(response.body.user).toMatchObject({ email: session.user.email, isAdmin: false });
  expect(after).toEqual({
    ...before,
    name: 'Renamed Visitor',
    country: 'Spain',
    updated_at: expect.any(Date),
  });
  valueOf(await restTransport.login({ email: session.user.email, password: session.password }));
});

test('GraphQL refuses an update with any other field, and changes nothing', async () => {
  const session = await signedUp();
  const before = await storedUser(session.user.id);

  const response = await graphql(
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
    { input: { name: 'Renamed', country: 'Spain', email: 'taken-over@example.com' } },
    session.token,
  );

  expect(response.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(await storedUser(session.user.id)).toEqual(before);
});

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) { token user { id } }
}`;

describe('changing the password', () => {
  test('needs the current password, and a valid new one', async () => {
    const session = await signedUp();

    const wrong = await graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not-mine', newPassword: 'abcdef1' } },
      session.token,
    );
    const short = await graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: session.password, newPassword: 'abc' } },
      session.token,
    );

    expect(wrong.body.errors?.[0].extensions?.fields).toEqual({
      currentPassword: 'Current password is incorrect',
    });
    expect(short.body.errors?.[0].extensions?.fields).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    valueOf(await restTransport.me(session.token));
  });

  test('revokes every older token, and gives this device a fresh one', async () => {
    const session = await signedUp();
    const otherDevice = valueOf(
      await restTransport.login({ email: session.user.email, password: session.password }),
    );

    const response = await graphql<{ changePassword: { token: string } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: session.password, newPassword: 'adams-peak-2243' } },
      session.token,
    );
    const fresh = response.body.data!.changePassword.token;

    expect(failureOf(await restTransport.me(session.token))).toEqual(
      restTransport.expected('sessionExpired'),
    );
    expect(failureOf(await restTransport.me(otherDevice.token)).status).toBe(401);
    expect(valueOf(await restTransport.me(fresh))).toEqual(session.user);
    valueOf(await restTransport.login({ email: session.user.email, password: 'adams-peak-2243' }));
    expect((await outboxFor(session.user.email)).map((email) => email.kind)).toEqual([
      'password-changed',
    ]);
  });

  test('guessing the current password is limited', async () => {
    const session = await signedUp();
    const attempts = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await graphql(
        CHANGE_PASSWORD,
        { input: { currentPassword: `guess-${i}`, newPassword: 'abcdef1' } },
        session.token,
      );
      attempts.push(response.body.errors?.[0].extensions?.code);
    }

    expect(attempts.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(attempts[10]).toBe('RATE_LIMITED');
  });
});

test('signing out of all other devices keeps only the fresh token', async () => {
  const session = await signedUp();
  const otherDevice = valueOf(
    await restTransport.login({ email: session.user.email, password: session.password }),
  );

  const response = await graphql<{ signOutOtherDevices: { token: string } }>(
    'mutation { signOutOtherDevices { token user { id } } }',
    {},
    session.token,
  );
  const fresh = response.body.data!.signOutOtherDevices.token;

  expect(failureOf(await restTransport.me(otherDevice.token)).status).toBe(401);
  expect(failureOf(await restTransport.me(session.token)).status).toBe(401);
  expect(valueOf(await restTransport.me(fresh))).toEqual(session.user);
});

/** Everything this branch stores for a user, by table. */
async function rowsOf(userId: string, email: string) {
  return withDatabase(async (db) => {
    const count = async (sql: string, value: string) =>
      Number((await db.query<{ n: string }>(sql, [value])).rows[0].n);
    return {
      users: await count('SELECT count(*) AS n FROM users WHERE id = $1', userId),
      resetTokens: await count(
        'SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = $1',
        userId,
      ),
      securityAnswers: await count(
        'SELECT count(*) AS n FROM security_answers WHERE user_id = $1',
        userId,
      ),
      supportRequests: await count(
        'SELECT count(*) AS n FROM support_requests WHERE lower(email) = lower($1)',
        email,
      ),
    };
  });
}

/** A user with a row in every table that holds a user's data. */
async function userWithEverything(): Promise<Session & { password: string }> {
  const session = await signedUp();
  const ip = visitorIp();
  const calls = [
    graphql(
      `
        mutation ($input: SetSecurityAnswersInput!) {
          setSecurityAnswers(input: $input) {
            isSet
          }
        }
      `,
      {
        input: {
          favoriteCity: 'Ella',
          birthYear: '1990',
          petName: 'Kitty',
          currentPassword: session.password,
        },
      },
      session.token,
    ),
    graphqlFrom(ip, 'mutation ($email: String!) { forgotPassword(email: $email) { message } }', {
      email: session.user.email,
    }),
    graphqlFrom(
      ip,
      `mutation ($input: ManualVerificationInput!) {
        requestManualVerification(input: $input) { message }
      }`,
      { input: { email: session.user.email, favoriteCity: 'Ella' } },
    ),
  ];
  for (const response of await Promise.all(calls)) expect(response.body.errors).toBeUndefined();
  expect(await rowsOf(session.user.id, session.user.email)).toEqual({
    users: 1,
    resetTokens: 1,
    securityAnswers: 1,
    supportRequests: 1,
  });
  return session;
}

/** deleteAccount on either transport: its message, or the error's. */
const DELETE_ACCOUNT: Record<string, (token: string) => Promise<string | undefined>> = {
  GraphQL: async (token) => {
    const { body } = await graphql<{ deleteAccount: { message: string } }>(
      'mutation { deleteAccount { message } }',
      {},
      token,
    );
    return body.data?.deleteAccount.message ?? body.errors?.[0].message;
  },
  REST: async (token) =>
    (await rest<{ message: string }>('DELETE', '/api/auth/delete-account', undefined, token)).body
      .message,
};

describe.each(TRANSPORTS.map((t) => t.name))('deleting the account over %s', (name) => {
  test("removes the user's rows, ends the session and frees the email", async () => {
    const session = await userWithEverything();

    const message = await DELETE_ACCOUNT[name](session.token);

    expect(message).toBe('Your account has been deleted.');
    expect(await rowsOf(session.user.id, session.user.email)).toEqual({
      users: 0,
      resetTokens: 0,
      securityAnswers: 0,
      supportRequests: 0,
    });
    expect(failureOf(await restTransport.me(session.token)).status).toBe(401);
    expect(
      failureOf(
        await restTransport.login({ email: session.user.email, password: session.password }),
      ).status,
    ).toBe(401);
    const emails = await outboxFor(session.user.email);
    expect(emails.at(-1)?.kind).toBe('account-deleted');
    valueOf(await restTransport.register(newAccount({ email: session.user.email })));
  });

  test('needs a signed-in user', async () => {
    const message = await DELETE_ACCOUNT[name]('not-a-token');

    expect(message).toBe('Session expired. Please sign in again.');
  });
});
