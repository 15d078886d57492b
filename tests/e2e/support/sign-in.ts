import { expect, type Page } from '@playwright/test';

/** Signs in through the login form, as a visitor does, and waits for the user menu. */
export async function signInThroughForm(page: Page, email: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}
