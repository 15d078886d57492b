import { expect, test, type Page, type Request } from './support/test';
import { holdTheApp } from './support/held-app';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';

// On a slow phone the server-rendered page is there well before the app has hydrated it: what a
// visitor types, chooses, ticks and sends in that time must reach the server once it has.

const PASSWORD = 'sigiriya-dawn-2026';

function uniqueEmail(): string {
  return `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens `path` on a phone's CPU (6× slower), the app held back until `release` is called. */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** The next GraphQL request for `operation`, however long the slowed page takes to send it. */
function graphqlRequest(page: Page, operation: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName === operation,
    { timeout: 60_000 },
  );
}

const variablesOf = (request: Request) =>
  (request.postDataJSON() as { variables: Record<string, unknown> }).variables;

/** Releases the app and checks that the page is still the one the visitor acted on. */
async function releaseTheApp(page: Page, release: () => void): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'starting');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'interactive', {
    timeout: 60_000,
  });
}

for (const path of ['/contact', '/de/contact']) {
  test(`a guide request typed and sent on ${path} before the app has started is sent in full`, async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, path);
    const tourDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#booking-name').fill('Kasun Jayawardena');
    await page.locator('#booking-email').fill('kasun@example.com');
    await page.locator('#booking-phone').fill('+94 71 555 0101');
    await page.locator('#booking-tourDate').fill(tourDate);
    await page.locator('#booking-groupSize').selectOption('3-5');
    await page.locator('#booking-duration').selectOption('4-7 days');
    await page.locator('#booking-destination').selectOption('Galle Fort');
    await page.locator('#booking-message').fill('We would like to see the fort at sunset.');
    const sent = graphqlRequest(page, 'RequestGuide');
    await page.locator('form button[type="submit"]').click();
    await releaseTheApp(page, release);

    expect((variablesOf(await sent).input as Record<string, unknown>) ?? {}).toMatchObject({
      name: 'Kasun Jayawardena',
      email: 'kasun@example.com',
      phone: '+94 71 555 0101',
      tourDate,
      groupSize: '3-5',
      duration: '4-7 days',
      destination: 'Galle Fort',
      message: 'We would like to see the fort at sunset.',
    });
    await expect(page.locator('#booking-name')).toHaveValue('');
    await expect(page.locator('.invalid-feedback:visible')).toHaveCount(0);
  });
}

test('a sign-in typed, ticked and sent before the app has started signs in and remembers', async ({
  page,
}) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Tharushi Silva', email, password: PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);

  const release = await openBeforeTheApp(page, '/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('#login-remember').click();
  const sent = graphqlRequest(page, 'Login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await releaseTheApp(page, release);

  expect(variablesOf(await sent).input).toEqual({ email, password: PASSWORD });
  await expect(page.getByRole('button', { name: 'Tharushi Silva' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rememberEmail'))).toBe(email);
});

test('on a browser that remembers an address, a sign-in typed before the app has started is sent as typed', async ({
  page,
}) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Ruwan Bandara', email, password: PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await page.addInitScript(() => localStorage.setItem('rememberEmail', 'someone-else@example.com'));

  const release = await openBeforeTheApp(page, '/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  const sent = graphqlRequest(page, 'Login');
  await page.locator('#login-password').press('Enter');
  await releaseTheApp(page, release);

  expect(variablesOf(await sent).input).toEqual({ email, password: PASSWORD });
  await expect(page.getByRole('button', { name: 'Ruwan Bandara' })).toBeVisible();
});

test('an account typed and sent before the app has started is created', async ({ page }) => {
  const email = uniqueEmail();
  const release = await openBeforeTheApp(page, '/register');
  await page.locator('#register-name').fill('Dilani Fernando');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-country').selectOption('Germany');
  await page.locator('#register-password').fill(PASSWORD);
  await page.locator('#register-confirm-password').fill(PASSWORD);
  const sent = graphqlRequest(page, 'Register');
  await page.locator('#register-confirm-password').press('Enter');
  await releaseTheApp(page, release);

  expect(variablesOf(await sent).input).toEqual({
    name: 'Dilani Fernando',
    email,
    country: 'Germany',
    password: PASSWORD,
  });
  await expect(page.getByRole('button', { name: 'Dilani Fernando' })).toBeVisible();
});

test('a reset link asked for before the app has started is sent', async ({ page }) => {
  const release = await openBeforeTheApp(page, '/forgot-password');
  await page.locator('#forgot-email').fill('forgetful@example.com');
  const sent = graphqlRequest(page, 'ForgotPassword');
  await page.locator('form button[type="submit"]').click();
  await releaseTheApp(page, release);

  expect(variablesOf(await sent)).toEqual({ email: 'forgetful@example.com' });
});

test('the security questions go on with the address typed before the app has started', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, '/security-questions');
  await page.locator('#questions-email').fill('questions@example.com');
  await page.locator('#questions-email').press('Enter');
  await releaseTheApp(page, release);

  await expect(page.getByRole('heading', { name: 'Answer Your Security Questions' })).toBeVisible();
  await page.locator('#answer-city').fill('Kandy');
  await page.locator('#answer-year').fill('1990');
  await page.locator('#answer-pet').fill('Rex');
  const sent = graphqlRequest(page, 'VerifySecurityAnswers');
  await page.getByRole('button', { name: 'Verify Answers' }).click();
  expect(variablesOf(await sent).input).toMatchObject({ email: 'questions@example.com' });
});

test('a tour booking filled in before the app has started keeps every field, and books with them', async ({
  page,
  request,
}) => {
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const added = await request.post('/api/guides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Nimal Perera ${Date.now()}`, languages: ['de'] },
  });
  expect(added.status()).toBe(201);

  const release = await openBeforeTheApp(page, '/de/tours/highlights-3');
  await page.locator('#tour-travellers').selectOption('4');
  await page.locator('#tour-guide-language').selectOption('de');
  await page.locator('#tour-name').fill('Jonas Weber');
  await page.locator('#tour-email').fill('jonas.weber@example.com');
  await page.locator('#tour-phone').fill('+49 30 7654321');
  await page.locator('#tour-message').fill('Abholung am Flughafen, bitte.');
  await releaseTheApp(page, release);

  await expect(page.locator('#tour-name')).toHaveValue('Jonas Weber');
  await expect(page.locator('#tour-message')).toHaveValue('Abholung am Flughafen, bitte.');
  await expect(page.getByText('225 $ pro Person × 4')).toBeVisible();
  await page.locator('.tour-calendar-day:enabled').first().click({ timeout: 60_000 });
  const sent = graphqlRequest(page, 'BookTour');
  await page.getByRole('button', { name: 'Buchen und Anzahlung leisten' }).click();

  expect(variablesOf(await sent).input).toMatchObject({
    tourId: 'highlights-3',
    travellers: 4,
    guideLanguage: 'de',
    name: 'Jonas Weber',
    email: 'jonas.weber@example.com',
    phone: '+49 30 7654321',
    message: 'Abholung am Flughafen, bitte.',
    language: 'de',
  });
  await expect(page.getByText(/Ihr Guide ist bis .+ für Sie reserviert\./)).toBeVisible();
});
