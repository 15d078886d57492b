import { newAccount } from '../server/support/accounts';
import { graphql } from '../server/support/http';
import { openLatestMailTo, RECOVERY_TRANSPORTS, restRecovery } from '../server/support/recovery';
import { restTransport, valueOf } from '../server/support/transports';

/**
 * A reset link in a mailbox is a way into the account: once the owner chooses a new password
 * while signed in (after a break-in, say), every link emailed before must stop working.
 */
describe.each(RECOVERY_TRANSPORTS)('a reset link used over $name', (recovery) => {
  test('no longer works after the owner changed the password while signed in', async () => {
    const account = newAccount();
    const session = valueOf(await restTransport.register(account));
    valueOf(await restRecovery.forgotPassword(account.email));
    const { token: resetToken } = await openLatestMailTo(account.email);

    const changed = await graphql(
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
      { input: { currentPassword: account.password, newPassword: 'adams-peak-2243' } },
      session.token,
    );
    expect(changed.body.errors).toBeUndefined();

    const outcome = await recovery.resetPassword(resetToken!, 'taken-over-9999');
    expect(outcome.ok ? 'reset' : outcome.failure).toEqual(recovery.expected('invalidToken'));
    const signIn = await restTransport.login({ email: account.email, password: 'adams-peak-2243' });
    expect(signIn.ok).toBe(true);
  });
});
