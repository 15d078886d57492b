import { expect, test, type APIRequestContext } from './support/test';

/**
 * The default guide address (ADMIN_EMAILS in playwright.config.ts): its rights wait for the link
 * emailed to it. The account is deleted at the end, so every run starts unconfirmed.
 */
const GUIDE = {
  name: 'Default Guide',
  email: 'guide@serendibtrails.lk',
  password: 'sigiriya-rock-477',
  country: 'Other',
};
const LINK_REFUSED =
  'This tour-guide confirmation link has expired or was already used. Sign in and send a new one from your profile.';

async function freshGuide(request: APIRequestContext): Promise<string> {
  let registered = await request.post('/api/auth/register', { data: GUIDE });
  if (registered.status() === 409) {
    // A run that stopped half-way left the account: start again from a new one.
    const login = await request.post('/api/auth/login', {
      data: { email: GUIDE.email, password: GUIDE.password },
    });
    const { token } = (await login.json()) as { token: string };
    await request.delete('/api/auth/delete-account', {
      headers: { authorization: `Bearer ${token}` },
    });
    registered = await request.post('/api/auth/register', { data: GUIDE });
  }
  expect(registered.status()).toBe(201);
  return ((await registered.json()) as { token: string }).token;
}

test('the profile asks the guide to confirm; the emailed link opens the guide pages once', async ({
  page,
}) => {
  const token = await freshGuide(page.request);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(GUIDE.email);
  await page.getByLabel('Password', { exact: true }).fill(GUIDE.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: GUIDE.name })).toBeVisible();

  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Tour-guide access' });
  await expect(notice).toContainText(
    `Confirm your tour-guide access: we sent a link to ${GUIDE.email}.`,
  );
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(
    'We sent a new confirmation link. It works once, for 24 hours.',
  );

  // The link as the guide's inbox shows it (the /dev/mail preview stands in for the inbox).
  const resent = await page.request.post('/api/auth/guide-access/resend', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { previewUrl } = (await resent.json()) as { previewUrl: string };
  const preview = await (await page.request.get(new URL(previewUrl).pathname)).text();
  const path = /\/guide-access\/[\w-]{43}/.exec(preview)![0];
  await page.goto(path);

  await expect(page).toHaveURL(/\/admin\/tour-photos$/);
  await expect(page.getByRole('heading', { name: 'Tour Photo Management' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tour-guide access' })).toHaveCount(0);

  await page.request.delete('/api/auth/delete-account', {
    headers: { authorization: `Bearer ${token}` },
  });
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?notice=guide-link-invalid$/);
  await expect(page.getByRole('alert')).toHaveText(LINK_REFUSED);
});
