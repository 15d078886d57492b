import { expect, type Page } from '@playwright/test';

/**
 * Publishes the entry open in the editor as a guide does: Publish, then Publish now in the dialog
 * that asks first; waits for the editor to say it is live.
 */
export async function publishEntry(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${name}?` });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  const live = `Published: ${name} is live, visitors see it now.`;
  await expect(page.getByRole('status').filter({ hasText: live })).toHaveText(live);
}
