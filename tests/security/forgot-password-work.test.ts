import { newAccount, uniqueEmail } from '../server/support/accounts';
import { restTransport, valueOf } from '../server/support/transports';
import { graphqlFrom, restFrom, visitorIp } from '../server/support/visitor';

/**
 * Forgot password answers alike for any address, and must take alike too: a registered address
 * that costs more work answers measurably slower, which tells who has an account. The statements
 * the server ran for a request (X-SQL-Statements, NODE_ENV=test) show the work it did.
 */
const TRANSPORTS = [
  {
    name: 'GraphQL',
    ask: (email: string) =>
      graphqlFrom(
        visitorIp(),
        'mutation F($email: String!) { forgotPassword(email: $email) { message } }',
        {
          email,
        },
      ),
  },
  {
    name: 'REST',
    ask: (email: string) => restFrom(visitorIp(), 'POST', '/api/auth/forgot-password', { email }),
  },
];

describe.each(TRANSPORTS)('forgot password over $name', ({ ask }) => {
  test('does the same database work for an address with and without an account', async () => {
    const account = newAccount();
    valueOf(await restTransport.register(account));

    const known = await ask(account.email);
    const unknown = await ask(uniqueEmail('nobody'));

    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.text).toBe(unknown.text);
    const statements = (answer: { headers: Headers }) =>
      Number(answer.headers.get('x-sql-statements'));
    expect(statements(known)).toBeGreaterThan(0);
    expect(statements(unknown)).toBe(statements(known));
  });
});
