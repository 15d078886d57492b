import { newAccount } from './support/accounts';
import { adminEmail } from './support/test-env';
import { TRANSPORTS, valueOf } from './support/transports';

/** The test server runs with ADMIN_EMAILS set to the addresses of support/test-env.ts. */
describe.each(TRANSPORTS)('tour-guide (admin) flag over $name', (transport) => {
  const slot = transport.name === 'GraphQL' ? 'graphql' : 'rest';

  test('an account with an admin address is an admin on register, login and me', async () => {
    const account = newAccount({ email: adminEmail(slot) });

    const registered = valueOf(await transport.register(account));
    const loggedIn = valueOf(await transport.login(account));
    const me = valueOf(await transport.me(loggedIn.token));

    expect([registered.user.isAdmin, loggedIn.user.isAdmin, me?.isAdmin]).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('an admin address typed in capitals is still an admin', async () => {
    const email = adminEmail(`${slot}-any-case`).toUpperCase();

    const { user } = valueOf(await transport.register(newAccount({ email })));

    expect(user).toMatchObject({ email, isAdmin: true });
  });

  test('any other account is not an admin', async () => {
    const account = newAccount({ email: `not-${adminEmail(slot)}` });

    const registered = valueOf(await transport.register(account));
    const me = valueOf(await transport.me(registered.token));

    expect([registered.user.isAdmin, me?.isAdmin]).toEqual([false, false]);
  });
});
