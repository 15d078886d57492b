import { newAccount, uniqueEmail } from './support/accounts';
import { failureOf, TRANSPORTS, valueOf } from './support/transports';

describe.each(TRANSPORTS)('login over $name', (transport) => {
  test('signs a registered user in with a token that works', async () => {
    const account = newAccount();
    const registered = valueOf(await transport.register(account));

    const session = valueOf(
      await transport.login({ email: account.email, password: account.password }),
    );

    expect(session.user).toEqual(registered.user);
    expect(valueOf(await transport.me(session.token))).toEqual(registered.user);
  });

  test('finds the account whatever the case and spacing of the email', async () => {
    const account = newAccount();
    const registered = valueOf(await transport.register(account));

    const session = valueOf(
      await transport.login({
        email: ` ${account.email.toUpperCase()} `,
        password: account.password,
      }),
    );

    expect(session.user.id).toBe(registered.user.id);
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    const account = newAccount();
    valueOf(await transport.register(account));

    const wrongPassword = await transport.login({
      email: account.email,
      password: 'not-my-password',
    });
    const unknownEmail = await transport.login({
      email: uniqueEmail(),
      password: account.password,
    });

    expect(failureOf(wrongPassword)).toEqual(transport.expected('invalidCredentials'));
    expect(failureOf(unknownEmail)).toEqual(transport.expected('invalidCredentials'));
    expect(unknownEmail.raw).toEqual(wrongPassword.raw);
  });

  test('the password is compared exactly, not case-insensitively', async () => {
    const account = newAccount({ password: 'Sigiriya-477' });
    valueOf(await transport.register(account));

    const outcome = await transport.login({ email: account.email, password: 'sigiriya-477' });

    expect(failureOf(outcome)).toEqual(transport.expected('invalidCredentials'));
  });
});
