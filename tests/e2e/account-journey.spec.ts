import { expect, test, type Locator, type Page, type Request } from './support/test';

const PASSWORD = 'ella-rock-2026';
const NAME = 'Nimali Perera';

function uniqueEmail(): string {
  return `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: NAME }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, email: string, remember: boolean): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, log out, log in remembered, and return to a protected page after sign-in', async ({
  page,
}) => {
  const email = uniqueEmail();

  await page.goto('/register');
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Country').selectOption('Japan');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: NAME })).toBeVisible();

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: NAME })).toBeVisible();

  await logOut(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Remember me')).toBeChecked();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: NAME })).toBeVisible();
});

test('a session the server no longer accepts ends with a message on the sign-in page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('token', 'not.a.valid-token'));
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Session expired. Please sign in again.');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('signed out by another device, the first sign-in again holds, wherever it started', async ({
  page,
}) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);
  const signOutElsewhere = async () => {
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const answer = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: 'mutation { signOutOtherDevices { token } }' },
    });
    // A GraphQL answer says 200 with or without errors: the new token shows the sign-out happened.
    expect(await answer.json()).toEqual({
      data: { signOutOtherDevices: { token: expect.any(String) } },
    });
  };
  const pathname = () => new URL(page.url()).pathname;
  // The page's own requests are answered before the session ends elsewhere: one answered after
  // would end it in this page first (rightly), and the next page would open signed out.
  const unanswered = new Set<Request>();
  page.on('request', (request) => unanswered.add(request));
  page.on('requestfinished', (request) => unanswered.delete(request));
  page.on('requestfailed', (request) => unanswered.delete(request));
  const pageLoaded = async (content: Locator) => {
    await expect(content).toBeVisible();
    const graphqlUnanswered = () =>
      [...unanswered].map((request) => request.url()).filter((url) => url.endsWith('/graphql'));
    await expect.poll(graphqlUnanswered).toEqual([]);
  };
  const memberContent = {
    '/profile': page.getByText(/^You have not requested a guide yet/),
    '/': page.getByRole('button', { name: NAME }),
  };
  await page.goto('/login');
  await signIn(page, email, false);
  await pageLoaded(memberContent['/']);

  for (const start of ['/profile', '/'] as const) {
    await signOutElsewhere();
    await page.goto(start);
    await expect.poll(pathname).toBe('/login');
    await expect(page.getByRole('alert')).toHaveText('Session expired. Please sign in again.');

    await signIn(page, email, false);

    await expect.poll(pathname).toBe(start);
    await pageLoaded(memberContent[start]);
    expect(pathname()).toBe(start);
    await expect(page.getByRole('button', { name: NAME })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  }
});

test('an unknown email and a wrong password get the same message', async ({ page }) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  for (const candidate of [uniqueEmail(), email]) {
    await page.getByLabel('Email address').fill(candidate);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const answer = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await answer;
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await expect(page).toHaveURL(/\/login$/);
});
