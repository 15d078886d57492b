import { newAccount } from './support/accounts';
import { withDatabase } from './support/database';
import { lastGuideAccessLink, openLink } from './support/guide-access';
import { graphql } from './support/http';
import { openLatestMailTo, outboxFor, restRecovery } from './support/recovery';
import { adminEmail, type AdminSlot } from './support/test-env';
import { restTransport, valueOf } from './support/transports';

/** Where a link that does not work sends the browser: the login page shows why. */
const LINK_REFUSED = { status: 303, location: '/login?notice=guide-link-invalid' };
const CONFIRMED = { status: 303, location: '/admin/tour-photos' };

async function registeredGuide(slot: AdminSlot) {
  const account = newAccount({ email: adminEmail(slot) });
  const session = valueOf(await restTransport.register(account));
  return { account, session };
}

async function isAdmin(token: string): Promise<boolean | undefined> {
  return valueOf(await restTransport.me(token))?.isAdmin;
}

test('the emailed link works once: a second visit goes to the login page', async () => {
  const { account, session } = await registeredGuide('link-reuse');
  const [mail] = await outboxFor(account.email);
  const link = await lastGuideAccessLink(account.email);

  const visits = [await openLink(link), await openLink(link)];

  expect(mail).toMatchObject({ kind: 'guide-access', subject: 'Confirm your tour-guide access' });
  expect(mail.text).toContain('expires 24 hours after this email was sent');
  expect(visits).toEqual([CONFIRMED, LINK_REFUSED]);
  expect(await isAdmin(session.token)).toBe(true);
});

test('an expired link goes to the login page and confirms nothing', async () => {
  const { account, session } = await registeredGuide('link-expired');
  await withDatabase((db) =>
    db.query(
      `UPDATE guide_access_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = $1`,
      [session.user.id],
    ),
  );

  const visit = await openLink(await lastGuideAccessLink(account.email));

  expect(visit).toEqual(LINK_REFUSED);
  expect(await isAdmin(session.token)).toBe(false);
});

test.each([
  ['made up', `/guide-access/${'A'.repeat(43)}`],
  ['cut short', '/guide-access/abc'],
  ['far too long', `/guide-access/${'x'.repeat(5000)}`],
])('a %s link goes to the login page', async (_name, path) => {
  expect(await openLink(path)).toEqual(LINK_REFUSED);
});

test.each([`/en/guide-access/${'A'.repeat(43)}`, `/xx/guide-access/${'A'.repeat(43)}`])(
  '%s is under no language of the site: not found',
  async (path) => {
    expect((await openLink(path)).status).toBe(404);
  },
);

test('signing in unconfirmed emails a fresh link, at most once an hour', async () => {
  const { account, session } = await registeredGuide('sign-in-link');
  valueOf(await restTransport.login(account));
  const afterQuickSignIn = (await outboxFor(account.email)).length;
  await withDatabase((db) =>
    db.query(
      `UPDATE guide_access_tokens SET created_at = now() - interval '61 minutes'
       WHERE user_id = $1`,
      [session.user.id],
    ),
  );

  valueOf(await restTransport.login(account));

  const mails = await outboxFor(account.email);
  expect([afterQuickSignIn, mails.length]).toEqual([1, 2]);
  expect(await openLink(await lastGuideAccessLink(account.email))).toEqual(CONFIRMED);
  expect(await isAdmin(session.token)).toBe(true);
});

test('a password reset through the emailed link confirms the address too', async () => {
  const { account } = await registeredGuide('reset-link');
  valueOf(await restRecovery.forgotPassword(account.email));
  const { token } = await openLatestMailTo(account.email);

  valueOf(await restRecovery.resetPassword(token!, 'a-new-password-1'));

  const signedIn = valueOf(
    await restTransport.login({ email: account.email, password: 'a-new-password-1' }),
  );
  expect(signedIn.user.isAdmin).toBe(true);
});

test('a password reset after security answers confirms nothing: no email was read', async () => {
  const { account, session } = await registeredGuide('security-answers');
  const answers = { favoriteCity: 'Kandy', birthYear: '1988', petName: 'Rex' };
  const set = await graphql(
    `
      mutation ($input: SetSecurityAnswersInput!) {
        setSecurityAnswers(input: $input) {
          isSet
        }
      }
    `,
    { input: { ...answers, currentPassword: account.password } },
    session.token,
  );
  expect(set.body.errors).toBeUndefined();
  const verified = await graphql<{ verifySecurityAnswers: { resetToken: string } }>(
    `
      mutation ($input: VerifySecurityAnswersInput!) {
        verifySecurityAnswers(input: $input) {
          resetToken
        }
      }
    `,
    { input: { email: account.email, ...answers } },
  );

  valueOf(
    await restRecovery.resetPassword(
      verified.body.data!.verifySecurityAnswers.resetToken,
      'a-new-password-1',
    ),
  );

  const signedIn = valueOf(
    await restTransport.login({ email: account.email, password: 'a-new-password-1' }),
  );
  expect(signedIn.user.isAdmin).toBe(false);
});
