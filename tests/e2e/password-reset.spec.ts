import { expect, test, type Page, type TestInfo } from './support/test';
import { fullPageScreenshot } from './support/full-page-screenshot';
import fs from 'node:fs';
import path from 'node:path';

const NAME = 'Dilani Fernando';
const OLD_PASSWORD = 'galle-fort-1663';
const NEW_PASSWORD = 'nine-arch-1921';
const SHOTS = path.resolve('tests/.tmp/screenshots/password-reset');

function uniqueEmail(): string {
  return `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A full-page screenshot, attached to the report and kept under tests/.tmp. */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  // From the top, so the sticky header sits where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageScreenshot(page, file);
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('asked for from the French page, the emailed link opens the French reset page', async ({
  page,
}) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: OLD_PASSWORD, country: 'France' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/fr/forgot-password');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await page.getByRole('link', { name: 'ouvrir l’aperçu de l’e-mail' }).click();
  const message = page.frameLocator('iframe[title="HTML version"]');
  await message.getByRole('link', { name: 'Choisir un nouveau mot de passe' }).click();

  await expect(page).toHaveURL(/\/fr\/reset-password\/[\w-]{43}$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }),
  ).toBeVisible();
});

test('forgot password → the email preview → its link → a new password → sign in with it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: OLD_PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await snapshot(page, testInfo, '1-forgot-password');

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Check your email for password reset instructions',
  );
  await snapshot(page, testInfo, '2-forgot-password-sent');

  await page.getByRole('link', { name: 'open the email preview' }).click();
  await expect(page.getByRole('heading', { name: 'Email preview' })).toBeVisible();
  await expect(page.getByText(`${NAME} <${email}>`)).toBeVisible();
  await snapshot(page, testInfo, '3-email-preview');

  const message = page.frameLocator('iframe[title="HTML version"]');
  await message.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await snapshot(page, testInfo, '4-reset-password');

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset successfully. You can now login with your new password.',
  );
  await snapshot(page, testInfo, '5-reset-password-done');

  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByRole('status')).toHaveText(
    'Password reset successful! You can now login with your new password.',
  );
  await snapshot(page, testInfo, '6-login-after-reset');

  // The notice was for that arrival: a reload shows the page as it is, without a hydration error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(errors).toEqual([]);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: NAME })).toBeVisible();
  await snapshot(page, testInfo, '7-signed-in');
});

test('a used reset link shows the error banner with a way to a new link', async ({ page }) => {
  const email = uniqueEmail();
  await page.request.post('/api/auth/register', {
    data: { name: NAME, email, password: OLD_PASSWORD, country: 'India' },
  });
  const forgot = await page.request.post('/api/auth/forgot-password', { data: { email } });
  const { previewUrl } = (await forgot.json()) as { previewUrl: string };
  const preview = await (await page.request.get(previewUrl)).text();
  const token = /reset-password\/([\w-]{43})/.exec(preview)![1];
  await page.request.post(`/api/auth/reset-password/${token}`, {
    data: { password: NEW_PASSWORD },
  });

  await page.goto(`/reset-password/${token}`);
  await page.getByLabel('New Password', { exact: true }).fill('another-one-1');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('another-one-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'This reset link has expired or is invalid. Please request a new password reset link.',
  );
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
