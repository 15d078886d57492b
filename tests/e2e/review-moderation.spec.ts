import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { signedInAs } from './support/sign-in';

// The company's part in the reviews on the home page: a tour guide replies under a review, which
// every visitor reads in their language's page, then hides the review, which visitors no longer
// see while the guide still does, with why.

test('a tour guide replies under a review, seen on the German page, then hides it from visitors', async ({
  page,
  browser,
}) => {
  const comment = `Our guide found us a leopard at Yala (${Date.now()}).`;
  const email = `review-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Hannah Weber', email, password: 'tea-country-2026', country: 'Germany' },
  });
  const { token: traveller } = (await registered.json()) as { token: string };
  const written = await page.request.post('/api/feedback', {
    headers: { authorization: `Bearer ${traveller}` },
    data: { fullName: 'Hannah Weber', rating: 5, comment, location: 'Berlin' },
  });
  expect(written.status()).toBe(201);

  await signedInAs(page, await confirmedGuideToken(page.request, ALBUM_GUIDE));
  await page.goto('/#feedback-section');
  const card = page.getByRole('article').filter({ hasText: comment });
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByRole('button', { name: 'Post the reply' }).click();
  await expect(
    card.getByLabel('Reply from the company, shown to everyone'),
  ).toHaveAccessibleDescription('Please write the reply.');
  await card
    .getByLabel('Reply from the company, shown to everyone')
    .fill('Thank you, Hannah! Yala misses you already.');
  await card.getByRole('button', { name: 'Post the reply' }).click();
  await expect(card.locator('.feedback-reply')).toContainText(
    'Thank you, Hannah! Yala misses you already.',
  );
  await expectNoAxeViolations(page, '#feedback-section');
  await card.screenshot({ path: 'tests/.tmp/review-reply-1280.png' });

  const visitor = await browser.newPage({ locale: 'de-DE' });
  await visitor.goto('/de#feedback-section');
  const seen = visitor.getByRole('article').filter({ hasText: comment });
  await expect(seen.locator('.feedback-reply')).toContainText('Antwort von Serendib Trails');
  await expect(seen.locator('.feedback-reply')).toContainText(
    'Thank you, Hannah! Yala misses you already.',
  );
  await expect(seen.getByRole('button', { name: 'Antworten' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Hide from visitors' }).click();
  await card.getByLabel('Why it is hidden (for the company only)').fill('Names a rival company');
  await card.getByRole('button', { name: 'Hide the review' }).click();
  await expect(card).toContainText(
    'Hidden from visitors by the company. Why: Names a rival company',
  );
  await expectNoAxeViolations(page, '#feedback-section');
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'tests/.tmp/review-hidden-390.png' });

  await visitor.reload();
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByRole('article').filter({ hasText: comment })).toHaveCount(0);
  await visitor.close();

  await card.getByRole('button', { name: 'Show to visitors again' }).click();
  await expect(card.locator('.feedback-hidden-note')).toHaveCount(0);
});
