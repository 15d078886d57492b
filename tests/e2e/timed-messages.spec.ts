import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { CONTENT_GUIDE, confirmedGuideToken } from './support/guide';
import { signedInAs } from './support/sign-in';

// The tour guides' Timed messages page: the thank-you's French wording written, a wrong
// placeholder refused under its field, saved, kept after a reload, then the default again.

const THANKS = 'Thank-you after the tour';

/** The thank-you's French wording as the site writes it, whatever an earlier run saved. */
async function defaultThanks(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const { timedMessages } = (await (
    await page.request.get('/api/timed-messages', { headers })
  ).json()) as { timedMessages: { kind: string; days: number; time: string }[] };
  const thanks = timedMessages.find(({ kind }) => kind === 'after-tour')!;
  const reset = await page.request.put('/api/timed-messages/after-tour', {
    headers,
    data: { enabled: true, days: thanks.days, time: thanks.time, wordings: [] },
  });
  expect(reset.status()).toBe(200);
}

test('a tour guide writes the thank-you in French, is told of a wrong placeholder, and saves it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const token = await confirmedGuideToken(page.request, CONTENT_GUIDE);
  await defaultThanks(page, token);
  await signedInAs(page, token);
  await page.goto('/admin/messages');
  const thanks = page.getByRole('form', { name: THANKS });
  await expect(thanks.getByLabel('Subject')).toHaveValue(
    'Thank you for travelling with us, {name}',
  );

  await thanks.getByLabel('Language').selectOption('fr');
  await expect(thanks.getByLabel('Subject')).toHaveValue('Merci d’avoir voyagé avec nous, {name}');
  await expect(thanks.getByText('Default wording')).toBeVisible();
  await thanks.getByLabel('Subject').fill('Merci pour ce voyage, {prenom} !');
  await thanks.getByLabel('Language').selectOption('en');
  await thanks.getByRole('button', { name: 'Save' }).click();
  // The refusal shows the French wording again, with why under its field.
  await expect(thanks.getByLabel('Language')).toHaveValue('fr');
  const subject = thanks.getByLabel('Subject');
  await expect(subject).toHaveAccessibleDescription(
    '{prenom} is not a placeholder of this message. It can use: {name}, {reference}, {tour}, {firstDay}.',
  );
  await expectNoAxeViolations(page);

  await subject.fill('Merci pour ce voyage, {name} !');
  await thanks.getByRole('button', { name: 'Save' }).click();
  await expect(thanks.getByRole('status')).toHaveText('Saved.');
  await expect(thanks.getByText('Your own wording')).toBeVisible();
  await page.screenshot({ path: 'tests/.tmp/timed-messages-390.png', fullPage: true });

  await page.reload();
  const reloaded = page.getByRole('form', { name: THANKS });
  await reloaded.getByLabel('Language').selectOption('fr');
  await expect(reloaded.getByLabel('Subject')).toHaveValue('Merci pour ce voyage, {name} !');
  await reloaded.getByRole('button', { name: 'Use the default wording' }).click();
  await expect(reloaded.getByLabel('Subject')).toHaveValue(
    'Merci d’avoir voyagé avec nous, {name}',
  );
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(reloaded.getByRole('status')).toHaveText('Saved.');
  await expect(reloaded.getByText('Default wording')).toBeVisible();
});
