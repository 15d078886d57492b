import { expect, type Page } from '@playwright/test';

/** Signs in through the login form, as a visitor does, and waits for the user menu. */
export async function signInThroughForm(page: Page, email: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

/**
 * Opens the page's next addresses signed in with `token` (from /api/auth/register or login), as
 * the browser of someone who signed in earlier: the session the login form keeps is in place
 * before the app starts. For the journeys that are not about signing in, which the form's own
 * journeys prove (account-journey, before-the-app, password-reset, profile).
 */
export async function signedInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}
