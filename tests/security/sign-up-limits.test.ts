import { newAccount } from '../server/support/accounts';
import { serverBeside } from '../server/support/server-beside';
import { graphqlFrom, restFrom, visitorIp } from '../server/support/visitor';

/** A server with the default sign-up limit (test servers raise it), on the shared database. */
const server = serverBeside({ SIGNUPS_PER_HOUR: '' });

const signUp = {
  rest: async (ip: string) => {
    const answer = await restFrom<{ message?: string }>(
      ip,
      'POST',
      '/api/auth/register',
      newAccount(),
      { base: server().baseUrl },
    );
    return {
      outcome: answer.status === 201 ? 'signed up' : `HTTP ${answer.status}`,
      message: answer.body.message,
      retryAfter: Number(answer.headers.get('retry-after')),
    };
  },
  graphql: async (ip: string) => {
    const { body } = await graphqlFrom(
      ip,
      'mutation R($input: RegisterInput!) { register(input: $input) { token } }',
      { input: newAccount() },
      { base: server().baseUrl },
    );
    const error = body.errors?.[0];
    return {
      outcome: error ? String(error.extensions?.code) : 'signed up',
      message: error?.message,
      retryAfter: Number(error?.extensions?.retryAfterSeconds),
    };
  },
};

test('ten sign-ups an hour from one address, on either transport; the eleventh waits', async () => {
  const family = visitorIp();
  for (let i = 0; i < 10; i += 1) {
    const attempt = await (i % 2 ? signUp.graphql : signUp.rest)(family);
    expect(attempt.outcome).toBe('signed up');
  }
  const overRest = await signUp.rest(family);
  expect(overRest.outcome).toBe('HTTP 429');
  expect(overRest.message).toMatch(
    /^Too many requests\. Please wait \d+ minutes? and try again\.$/,
  );
  expect(overRest.retryAfter).toBeGreaterThan(0);
  expect(overRest.retryAfter).toBeLessThanOrEqual(3600);
  const overGraphql = await signUp.graphql(family);
  expect(overGraphql.outcome).toBe('RATE_LIMITED');
  expect(overGraphql.retryAfter).toBeGreaterThan(0);

  // Another address is not held back.
  expect((await signUp.rest(visitorIp())).outcome).toBe('signed up');
  expect((await signUp.graphql(visitorIp())).outcome).toBe('signed up');
});
