import { createHash } from 'node:crypto';
import { newAccount, uniqueEmail } from './support/accounts';
import { withDatabase } from './support/database';
import {
  FORGOT_MESSAGE,
  openLatestMailTo,
  outboxFor,
  RECOVERY_TRANSPORTS,
  RESET_MESSAGE,
  restRecovery,
} from './support/recovery';
import { failureOf, restTransport, TRANSPORTS, valueOf } from './support/transports';
import { visitorIp } from './support/visitor';

async function registered() {
  const account = newAccount();
  const session = valueOf(await restTransport.register(account));
  return { account, session };
}

/** The token of the reset email just asked for. */
async function requestToken(email: string): Promise<string> {
  valueOf(await restRecovery.forgotPassword(email));
  const { token } = await openLatestMailTo(email);
  if (!token) throw new Error('The email holds no reset link');
  return token;
}

/** Moves a token back in time, as if its minutes had passed. */
function ageTokens(userId: string, interval: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.query(
      `UPDATE password_reset_tokens
          SET created_at = created_at - $2::interval, expires_at = expires_at - $2::interval
        WHERE user_id = $1`,
      [userId, interval],
    );
  });
}

describe.each(RECOVERY_TRANSPORTS)('password recovery over $name', (recovery) => {
  test('forgot password answers the message, and the email holds a reset link', async () => {
    const { account } = await registered();

    const answer = valueOf(await recovery.forgotPassword(account.email));

    // A visitor at another machine gets no preview of the email (see tests/security).
    expect(answer.message).toBe(FORGOT_MESSAGE);
    expect(answer.previewUrl ?? undefined).toBeUndefined();
    const email = await openLatestMailTo(account.email);
    expect(email.page).toContain(`To</th><td>${account.name} &lt;${account.email}&gt;`);
    expect(email.resetLink).toMatch(/^http:\/\/localhost:\d+\/reset-password\/[\w-]{43}$/);
  });

  test('a reset token works once; the new password signs in, the old one no longer does', async () => {
    const { account } = await registered();
    const token = await requestToken(account.email);

    const first = await recovery.resetPassword(token, 'mirissa-2026');
    const second = await recovery.resetPassword(token, 'another-pass');

    expect(valueOf(first)).toEqual({ message: RESET_MESSAGE });
    expect(failureOf(second)).toEqual(recovery.expected('invalidToken'));
    valueOf(await restTransport.login({ email: account.email, password: 'mirissa-2026' }));
    expect(failureOf(await restTransport.login(account)).status).toBe(401);
  });

  test('a too short password is invalid_password and leaves the token usable', async () => {
    const { account } = await registered();
    const token = await requestToken(account.email);

    const refused = await recovery.resetPassword(token, 'abc');

    expect(failureOf(refused)).toEqual(recovery.expected('invalidPassword'));
    expect(valueOf(await recovery.resetPassword(token, 'abcdef'))).toEqual({
      message: RESET_MESSAGE,
    });
  });

  test('an unknown or too short token is invalid_token', async () => {
    const unknown = await recovery.resetPassword('A'.repeat(43), 'abcdef1');
    const short = await recovery.resetPassword('abc', 'abcdef1');

    expect(failureOf(unknown)).toEqual(recovery.expected('invalidToken'));
    expect(failureOf(short)).toEqual(recovery.expected('invalidToken'));
  });
});

test('a token fails 10 minutes after it was issued, and works until then', async () => {
  const first = await registered();
  const second = await registered();
  const lateToken = await requestToken(first.account.email);
  const onTimeToken = await requestToken(second.account.email);

  await ageTokens(first.session.user.id, '10 minutes 1 second');
  await ageTokens(second.session.user.id, '9 minutes 59 seconds');

  expect(failureOf(await restRecovery.resetPassword(lateToken, 'abcdef1'))).toEqual(
    restRecovery.expected('invalidToken'),
  );
  valueOf(await restRecovery.resetPassword(onTimeToken, 'abcdef1'));
});

test('a token is given 10 minutes by the database clock', async () => {
  const { account, session } = await registered();
  await requestToken(account.email);

  const lifetime = await withDatabase(async (db) => {
    const result = await db.query<{ seconds: string }>(
      `SELECT extract(epoch FROM expires_at - created_at) AS seconds
         FROM password_reset_tokens WHERE user_id = $1`,
      [session.user.id],
    );
    return result.rows.map((row) => Number(row.seconds));
  });

  expect(lifetime).toEqual([600]);
});

test('a newer request invalidates the older token', async () => {
  const { account } = await registered();
  const older = await requestToken(account.email);
  const newer = await requestToken(account.email);

  expect(failureOf(await restRecovery.resetPassword(older, 'abcdef1'))).toEqual(
    restRecovery.expected('invalidToken'),
  );
  valueOf(await restRecovery.resetPassword(newer, 'abcdef1'));
});

test('only the SHA-256 of a token is stored', async () => {
  const { account, session } = await registered();
  const token = await requestToken(account.email);

  const rows = await withDatabase(async (db) => {
    const result = await db.query('SELECT * FROM password_reset_tokens WHERE user_id = $1', [
      session.user.id,
    ]);
    return result.rows;
  });

  expect(rows).toEqual([
    expect.objectContaining({ token_hash: createHash('sha256').update(token).digest('hex') }),
  ]);
  expect(JSON.stringify(rows)).not.toContain(token);
});

test('a reset signs every device out, signs nobody in, and confirms by email', async () => {
  const { account, session } = await registered();
  const token = await requestToken(account.email);

  const outcome = await restRecovery.resetPassword(token, 'kandy-lake-9');

  expect(outcome.raw).toEqual({ message: RESET_MESSAGE });
  expect(failureOf(await restTransport.me(session.token))).toEqual(
    restTransport.expected('sessionExpired'),
  );
  const emails = await outboxFor(account.email);
  expect(emails.map((email) => [email.kind, email.subject])).toEqual([
    ['password-reset', 'Reset your Serendib Trails password'],
    ['password-reset-done', 'Your password has been reset'],
  ]);
});

test('a known and an unknown email get the same answer, each with its own email', async () => {
  const { account } = await registered();
  const unknown = uniqueEmail('nobody');

  const [known, stranger] = await Promise.all([
    restRecovery.forgotPassword(account.email),
    restRecovery.forgotPassword(unknown),
  ]);

  expect(stranger.status).toBe(known.status);
  expect(Object.keys(stranger.raw as object)).toEqual(Object.keys(known.raw as object));
  expect(valueOf(stranger).message).toBe(valueOf(known).message);
  const strangerEmail = await openLatestMailTo(unknown);
  expect(strangerEmail.token).toBeUndefined();
  expect(strangerEmail.page).toContain('no account uses it');
});

test.each(TRANSPORTS.map((t) => t.name))('the email field is checked over %s', async (name) => {
  const recovery = RECOVERY_TRANSPORTS.find((r) => r.name === name)!;

  const missing = failureOf(await recovery.forgotPassword(' '));
  const invalid = failureOf(await recovery.forgotPassword('nimal@'));

  expect(missing.message).toBe('Email address is required');
  expect(invalid.message).toBe('Please enter a valid email address');
});

describe('rate limits', () => {
  test('a 4th request for one email within 15 minutes is refused with a clear message', async () => {
    const { account } = await registered();
    for (let i = 0; i < 3; i += 1) valueOf(await restRecovery.forgotPassword(account.email));

    const refused = await restRecovery.forgotPassword(account.email.toUpperCase());

    expect(failureOf(refused)).toEqual({
      status: 429,
      message: 'Too many requests. Please wait 15 minutes and try again.',
    });
    expect(await outboxFor(account.email)).toHaveLength(3);
  });

  test('an 11th request from one address within 15 minutes is refused, over GraphQL too', async () => {
    const ip = visitorIp();
    for (let i = 0; i < 10; i += 1) valueOf(await restRecovery.forgotPassword(uniqueEmail(), ip));

    const rest = await restRecovery.forgotPassword(uniqueEmail(), ip);
    const graphql = await RECOVERY_TRANSPORTS[0].forgotPassword(uniqueEmail(), ip);

    expect(failureOf(rest).status).toBe(429);
    expect(failureOf(graphql)).toEqual({
      status: 200,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests\. Please wait 1[45] minutes and try again\.$/,
      ),
    });
  });
});
