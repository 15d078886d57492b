import { newAccount } from './support/accounts';
import { countAccounts } from './support/database';
import { failureOf, TRANSPORTS, valueOf } from './support/transports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

describe.each(TRANSPORTS)('register over $name', (transport) => {
  test('creates the account and answers with a token and the new user', async () => {
    const account = newAccount({ password: 'six-ch', country: 'New Zealand' });
    const before = Date.now();

    const session = valueOf(await transport.register(account));

    expect(session).toEqual({
      token: expect.stringMatching(JWT),
      user: {
        id: expect.stringMatching(UUID),
        name: account.name,
        email: account.email,
        country: 'New Zealand',
        createdAt: expect.any(String),
        isAdmin: false,
      },
    });
    const createdAt = Date.parse(session.user.createdAt);
    expect(createdAt).toBeGreaterThan(before - 60_000);
    expect(createdAt).toBeLessThan(Date.now() + 60_000);
  });

  test('the token it returns signs the user in', async () => {
    const { token, user } = valueOf(await transport.register(newAccount()));

    expect(valueOf(await transport.me(token))).toEqual(user);
  });

  test('never sends back the password or its hash', async () => {
    const account = newAccount({ password: 'galle-fort-1663' });

    const outcome = await transport.register(account);

    valueOf(outcome);
    const text = JSON.stringify(outcome.raw);
    expect(text).not.toContain(account.password);
    expect(text).not.toMatch(/argon2|password/i);
  });

  test('drops the spaces around the name and the email', async () => {
    const account = newAccount();

    const { user } = valueOf(
      await transport.register({
        ...account,
        name: ` ${account.name}  `,
        email: ` ${account.email} `,
      }),
    );

    expect(user).toMatchObject({ name: account.name, email: account.email });
  });

  test('refuses an email that is already registered, whatever its case', async () => {
    const account = newAccount();
    valueOf(await transport.register(account));

    const sameCase = await transport.register(newAccount({ email: account.email }));
    const upperCase = await transport.register(newAccount({ email: account.email.toUpperCase() }));

    expect(failureOf(sameCase)).toEqual(transport.expected('emailTaken'));
    expect(failureOf(upperCase)).toEqual(transport.expected('emailTaken'));
    expect(await countAccounts(account.email, account.name)).toBe(1);
  });

  test('two simultaneous sign-ups with one address make one account', async () => {
    const account = newAccount();

    const outcomes = await Promise.all([
      transport.register(account),
      transport.register({ ...account, email: account.email.toUpperCase() }),
    ]);

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(failureOf(outcomes.find((outcome) => !outcome.ok)!)).toEqual(
      transport.expected('emailTaken'),
    );
    expect(await countAccounts(account.email, account.name)).toBe(1);
  });
});
