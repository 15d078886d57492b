import { newAccount, uniqueEmail } from './support/accounts';
import { withDatabase } from './support/database';
import { graphql } from './support/http';
import { outboxFor, RESET_MESSAGE, restRecovery } from './support/recovery';
import { failureOf, restTransport, valueOf, type Session } from './support/transports';
import { graphqlFrom, visitorIp } from './support/visitor';

const ANSWERS = { favoriteCity: 'Kandy', birthYear: '1988', petName: 'Rex' };
const INCORRECT = 'One or more answers are incorrect. Please try again.';
const LOCKED =
  'Too many incorrect answers. Recovery by security questions is locked for 15 minutes; please try again later or reset your password by email.';

const SET_ANSWERS = `mutation ($input: SetSecurityAnswersInput!) {
  setSecurityAnswers(input: $input) { isSet updatedAt }
}`;
const VERIFY = `mutation ($input: VerifySecurityAnswersInput!) {
  verifySecurityAnswers(input: $input) { resetToken }
}`;

async function accountWithAnswers(answers = ANSWERS) {
  const account = newAccount();
  const session = valueOf(await restTransport.register(account));
  const response = await graphql(
    SET_ANSWERS,
    { input: { ...answers, currentPassword: account.password } },
    session.token,
  );
  expect(response.body.errors).toBeUndefined();
  return { account, session };
}

function verify(email: string, answers: Partial<typeof ANSWERS>, ip = visitorIp()) {
  return graphqlFrom<{ verifySecurityAnswers: { resetToken: string } }>(ip, VERIFY, {
    input: { email, ...ANSWERS, ...answers },
  });
}

function errorOf(response: Awaited<ReturnType<typeof verify>>) {
  const [error] = response.body.errors ?? [];
  return error && { code: error.extensions?.code, message: error.message };
}

describe('setting the answers on the profile', () => {
  test('needs a signed-in user', async () => {
    const response = await graphql(SET_ANSWERS, {
      input: { ...ANSWERS, currentPassword: 'whatever' },
    });

    expect(response.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test("needs the account's password", async () => {
    const account = newAccount();
    const { token } = valueOf(await restTransport.register(account));

    const response = await graphql(
      SET_ANSWERS,
      { input: { ...ANSWERS, currentPassword: 'not-the-password' } },
      token,
    );

    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { currentPassword: 'Current password is incorrect' },
      },
    });
  });

  test('checks each answer', async () => {
    const account = newAccount();
    const { token } = valueOf(await restTransport.register(account));

    const response = await graphql(
      SET_ANSWERS,
      {
        input: {
          favoriteCity: ' ',
          birthYear: '88',
          petName: '',
          currentPassword: account.password,
        },
      },
      token,
    );

    expect(response.body.errors?.[0].extensions?.fields).toEqual({
      favoriteCity: 'Please enter your favourite city in Sri Lanka',
      birthYear: 'Please enter your birth year as four digits, for example 1990',
      petName: "Please enter your first pet's name",
    });
  });

  test('stores argon2 hashes only, says they are set, and tells the owner by email', async () => {
    const { account, session } = await accountWithAnswers();

    const status = await graphql('{ securityQuestions { isSet updatedAt } }', {}, session.token);
    const stored = await withDatabase(async (db) => {
      const result = await db.query('SELECT * FROM security_answers WHERE user_id = $1', [
        session.user.id,
      ]);
      return result.rows[0];
    });

    expect(status.body.data).toEqual({
      securityQuestions: { isSet: true, updatedAt: expect.any(String) },
    });
    expect(stored.favorite_city_hash).toMatch(/^\$argon2id\$/);
    // Hashes (random base64) and ids (hex runs) may spell "rex" or "1988" by chance; nothing else may.
    const withoutRandomParts = JSON.stringify(stored)
      .replace(/\$argon2id\$[^"]*/g, '…')
      .replace(/[\da-f-]{8,}/gi, '…');
    expect(withoutRandomParts).not.toMatch(/kandy|1988|rex/i);
    expect((await outboxFor(account.email)).map((email) => email.kind)).toEqual([
      'security-answers-changed',
    ]);
  });
});

describe('recovering with the answers', () => {
  test('right answers (any case, surrounding space) give a reset token that resets once', async () => {
    const { account, session } = await accountWithAnswers();

    const verified = await verify(account.email.toUpperCase(), {
      favoriteCity: '  kANDY ',
      petName: 'rex ',
    });
    const token = verified.body.data!.verifySecurityAnswers.resetToken;

    expect(token).toMatch(/^[\w-]{43}$/);
    expect(valueOf(await restRecovery.resetPassword(token, 'nine-arch-1921'))).toEqual({
      message: RESET_MESSAGE,
    });
    expect(failureOf(await restRecovery.resetPassword(token, 'nine-arch-1922'))).toEqual(
      restRecovery.expected('invalidToken'),
    );
    valueOf(await restTransport.login({ email: account.email, password: 'nine-arch-1921' }));
    expect((await restTransport.me(session.token)).ok).toBe(false);
  });

  test('the birth year must be exact', async () => {
    const { account } = await accountWithAnswers();

    const response = await verify(account.email, { birthYear: ' 88' });

    expect(errorOf(response)).toEqual({ code: 'SECURITY_ANSWERS_INCORRECT', message: INCORRECT });
  });

  test('a wrong answer, an account without answers and an unknown email get the same message', async () => {
    const { account } = await accountWithAnswers();
    const withoutAnswers = newAccount();
    valueOf(await restTransport.register(withoutAnswers));

    const answers = await Promise.all([
      verify(account.email, { petName: 'Max' }),
      verify(withoutAnswers.email, {}),
      verify(uniqueEmail('stranger'), {}),
    ]);

    expect(answers.map(errorOf)).toEqual(
      answers.map(() => ({ code: 'SECURITY_ANSWERS_INCORRECT', message: INCORRECT })),
    );
    expect(answers.map((answer) => answer.body.data)).toEqual([null, null, null]);
  });

  test('5 failures lock recovery for 15 minutes, even for the right answers', async () => {
    const { account } = await accountWithAnswers();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(errorOf(await verify(account.email, { favoriteCity: `Galle ${i}` })).message);
    }

    const whileLocked = await verify(account.email, {}, visitorIp());

    expect(messages).toEqual([INCORRECT, INCORRECT, INCORRECT, INCORRECT, LOCKED]);
    expect(errorOf(whileLocked)).toEqual({ code: 'SECURITY_QUESTIONS_LOCKED', message: LOCKED });
    const lockMinutes = await withDatabase(async (db) => {
      const result = await db.query<{ minutes: string }>(
        `SELECT round(extract(epoch FROM locked_until - now()) / 60) AS minutes
           FROM security_answers sa JOIN users u ON u.id = sa.user_id WHERE u.email = $1`,
        [account.email],
      );
      return Number(result.rows[0].minutes);
    });
    expect(lockMinutes).toBe(15);
  });

  test('once the lock has run out, the right answers work again', async () => {
    const { account, session } = await accountWithAnswers();
    for (let i = 0; i < 5; i += 1) await verify(account.email, { petName: 'Tiger' });
    await passLockTime(session);

    const response = await verify(account.email, {});

    expect(response.body.data?.verifySecurityAnswers.resetToken).toMatch(/^[\w-]{43}$/);
  });

  test('a success clears the count of failures', async () => {
    const { account } = await accountWithAnswers();
    for (let i = 0; i < 4; i += 1) await verify(account.email, { petName: 'Tiger' });
    await verify(account.email, {});

    const afterSuccess = await verify(account.email, { petName: 'Tiger' });

    expect(errorOf(afterSuccess).message).toBe(INCORRECT);
  });

  test('no answer, stored or hashed, is ever sent back', async () => {
    const { account, session } = await accountWithAnswers({
      favoriteCity: 'Trincomalee',
      birthYear: '1977',
      petName: 'Bruno',
    });

    const responses = [
      await graphql(
        '{ securityQuestions { isSet updatedAt } me { id name email } }',
        {},
        session.token,
      ),
      await verify(account.email, { favoriteCity: 'Jaffna', birthYear: '1977', petName: 'Bruno' }),
    ];

    for (const response of responses) {
      // Ids, random test names and dates are runs of hex digits and dashes that may hold "1977" by chance.
      const withoutIdentifiers = response.text.replace(/[\da-f-]{8,}/gi, '…');
      expect(withoutIdentifiers).not.toMatch(/trincomalee|1977|bruno|argon2/i);
    }
  });
});

/** Moves the lock into the past, as if 15 minutes had gone by. */
function passLockTime({ user }: Session): Promise<void> {
  return withDatabase(async (db) => {
    await db.query(
      `UPDATE security_answers SET locked_until = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
  });
}
