import { createHash } from 'node:crypto';
import { newAccount, uniqueEmail } from '../server/support/accounts';
import { withDatabase } from '../server/support/database';
import { restTransport } from '../server/support/transports';
import { graphqlFrom, restFrom, visitorIp } from '../server/support/visitor';

/** What one sign-in attempt came to, in terms both transports share. */
interface Attempt {
  result: 'signed in' | 'INVALID_CREDENTIALS' | 'RATE_LIMITED' | string;
  message?: string;
  retryAfterSeconds?: number;
}

const REST_CODES: Record<number, string> = { 401: 'INVALID_CREDENTIALS', 429: 'RATE_LIMITED' };

const LOGIN_TRANSPORTS = [
  {
    name: 'GraphQL',
    async login(ip: string, email: string, password: string): Promise<Attempt> {
      const { body } = await graphqlFrom(
        ip,
        'mutation Login($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email, password } },
      );
      const error = body.errors?.[0];
      if (!error) return { result: 'signed in' };
      const retry = error.extensions?.retryAfterSeconds;
      return {
        result: String(error.extensions?.code),
        message: error.message,
        ...(typeof retry === 'number' && { retryAfterSeconds: retry }),
      };
    },
  },
  {
    name: 'REST',
    async login(ip: string, email: string, password: string): Promise<Attempt> {
      const answer = await restFrom<{ message?: string }>(ip, 'POST', '/api/auth/login', {
        email,
        password,
      });
      if (answer.status === 200) return { result: 'signed in' };
      const retry = answer.headers.get('retry-after');
      return {
        result: REST_CODES[answer.status] ?? `HTTP ${answer.status}`,
        message: answer.body.message,
        ...(retry !== null && { retryAfterSeconds: Number(retry) }),
      };
    },
  },
];

const WINDOW_SECONDS = 15 * 60;

/** Moves the five-minute window of one account and address into the past, as time would. */
function endShortWindow(email: string, ip: string): Promise<unknown> {
  const subject = createHash('sha256').update(`${email.toLowerCase()} ${ip}`).digest('base64url');
  return withDatabase((db) =>
    db.query(
      `UPDATE rate_limits SET window_start = window_start - interval '5 minutes' WHERE key = $1`,
      [`login-failures:pair:5m:${subject}`],
    ),
  );
}
const LIMITED = /^Too many requests\. Please wait \d+ minutes? and try again\.$/;

async function registered() {
  const account = newAccount();
  const outcome = await restTransport.register(account);
  if (!outcome.ok) throw new Error(`Could not register: ${JSON.stringify(outcome.failure)}`);
  return account;
}

function expectLimited(attempt: Attempt): void {
  expect(attempt).toEqual({
    result: 'RATE_LIMITED',
    message: expect.stringMatching(LIMITED),
    retryAfterSeconds: expect.any(Number),
  });
  expect(attempt.retryAfterSeconds).toBeGreaterThan(0);
  expect(attempt.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe.each(LOGIN_TRANSPORTS)('sign-in over $name', ({ login }) => {
  test('wrong passwords from many addresses never lock the owner out', async () => {
    const account = await registered();
    for (let address = 0; address < 10; address += 1) {
      const guesser = visitorIp();
      for (let i = 0; i < 4; i += 1) {
        // However the address is written, it is the same account.
        const email = i % 2 ? account.email.toUpperCase() : account.email;
        expect((await login(guesser, email, `wrong-${address}-${i}`)).result).toBe(
          'INVALID_CREDENTIALS',
        );
      }
    }
    expect((await login(visitorIp(), account.email, account.password)).result).toBe('signed in');
  });

  test('one address guessing one account waits longer and longer; the owner elsewhere does not', async () => {
    const account = await registered();
    const guesser = visitorIp();
    const failFiveTimes = async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await login(guesser, account.email, `guess-${i}`)).result).toBe(
          'INVALID_CREDENTIALS',
        );
      }
    };
    await failFiveTimes();
    const firstWait = await login(guesser, account.email, account.password);
    expectLimited(firstWait);
    expect(firstWait.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
    expect((await login(visitorIp(), account.email, account.password)).result).toBe('signed in');

    // Five minutes pass, twice, with five more wrong guesses each time: the wait grows to an hour.
    for (let round = 0; round < 2; round += 1) {
      await endShortWindow(account.email, guesser);
      await failFiveTimes();
    }
    const longerWait = await login(guesser, account.email, account.password);
    expect(longerWait.result).toBe('RATE_LIMITED');
    expect(longerWait.retryAfterSeconds).toBeGreaterThan(5 * 60);
    expect(longerWait.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect((await login(visitorIp(), account.email, account.password)).result).toBe('signed in');
  });

  test('past 50 failures an hour from everywhere, new addresses wait; the ones the owner uses do not', async () => {
    const account = await registered();
    const home = visitorIp();
    expect((await login(home, account.email, account.password)).result).toBe('signed in');
    for (let i = 0; i < 50; i += 1) {
      expect((await login(visitorIp(), account.email, `botnet-${i}`)).result).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    expect((await login(visitorIp(), account.email, account.password)).result).toBe('RATE_LIMITED');
    expect((await login(home, account.email, account.password)).result).toBe('signed in');
  });

  test('after 30 failures from one address it is refused for every account; other addresses are not', async () => {
    const sprayer = visitorIp();
    for (let i = 0; i < 30; i += 1) {
      const attempt = await login(sprayer, uniqueEmail('spray'), 'Summer2026!');
      expect(attempt.result).toBe('INVALID_CREDENTIALS');
    }
    const account = await registered();
    expectLimited(await login(sprayer, account.email, account.password));
    expect((await login(visitorIp(), account.email, account.password)).result).toBe('signed in');
  });

  test('signing in successfully, however often, counts against no limit', async () => {
    const account = await registered();
    const visitor = visitorIp();
    for (let i = 0; i < 12; i += 1) {
      expect((await login(visitor, account.email, account.password)).result).toBe('signed in');
    }
    // A few mistakes in between do not add up to a lock either.
    for (let i = 0; i < 3; i += 1) {
      expect((await login(visitor, account.email, 'mistyped')).result).toBe('INVALID_CREDENTIALS');
    }
    expect((await login(visitor, account.email, account.password)).result).toBe('signed in');
  });
});

/** The other limits, which their own test files cover in depth: here, that each one holds. */
describe('recovery limits', () => {
  test('security answers: 30 attempts per address in 15 minutes (GraphQL only)', async () => {
    const ip = visitorIp();
    const verify = () =>
      graphqlFrom(
        ip,
        `mutation Verify($input: VerifySecurityAnswersInput!) {
          verifySecurityAnswers(input: $input) { resetToken } }`,
        {
          input: {
            email: uniqueEmail('answers'),
            favoriteCity: 'Kandy',
            birthYear: '1990',
            petName: 'Rex',
          },
        },
      );
    for (let i = 0; i < 30; i += 1) {
      const { body } = await verify();
      expect(body.errors?.[0].extensions?.code).toBe('SECURITY_ANSWERS_INCORRECT');
    }
    const { body } = await verify();
    expect(body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  test.each([
    {
      transport: 'GraphQL',
      forgot: (ip: string, email: string) =>
        graphqlFrom(
          ip,
          'mutation F($email: String!) { forgotPassword(email: $email) { message } }',
          {
            email,
          },
        ).then(({ body }) => ({
          code: body.errors?.[0].extensions?.code ?? 'sent',
          retry: body.errors?.[0].extensions?.retryAfterSeconds,
        })),
    },
    {
      transport: 'REST',
      forgot: (ip: string, email: string) =>
        restFrom(ip, 'POST', '/api/auth/forgot-password', { email }).then((answer) => ({
          code:
            answer.status === 429 ? 'RATE_LIMITED' : answer.status === 200 ? 'sent' : answer.status,
          retry: Number(answer.headers.get('retry-after')) || undefined,
        })),
    },
  ])('password reset over $transport: 3 emails per address asked for', async ({ forgot }) => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 3; i += 1) expect((await forgot(visitorIp(), email)).code).toBe('sent');
    const refused = await forgot(visitorIp(), email);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retry).toBeGreaterThan(0);
  });
});
