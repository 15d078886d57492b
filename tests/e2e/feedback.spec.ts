import { expect, test, type Page } from './support/test';
import sharp from 'sharp';

const PASSWORD = 'galle-fort-2026';

async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function signIn(page: Page, name: string): Promise<void> {
  const email = `feedback-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('signed out, the feedback form is disabled and asks to log in', async ({ page }) => {
  await page.goto('/#feedback-section');
  const section = page.locator('#feedback-section');

  await expect(section.getByRole('heading', { name: 'Leave Your Feedback' })).toBeVisible();
  await expect(section.getByLabel('Your feedback')).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  await section.getByRole('link', { name: 'log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone, an incomplete form keeps its message in view and puts focus on what to fix', async ({
  page,
}) => {
  await signIn(page, 'Nadeesha Wijesinghe');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#feedback-section');
  const section = page.locator('#feedback-section');
  const message = section.getByRole('alert');

  await section.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(message).toHaveText('All fields are required');
  await expect(section.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expect(message).toBeInViewport();

  for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await section.getByLabel('Location').fill('Ella');
  await section.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(section.getByLabel('Your feedback')).toBeFocused();
  await expect(message).toBeInViewport();
  await expect(section.getByLabel('Your feedback')).toBeInViewport();
});

test('post feedback with two photos, see it at once, edit it and delete it', async ({ page }) => {
  const name = `Kasun Silva ${Date.now()}`;
  await signIn(page, name);
  await page.goto('/#feedback-section');
  const section = page.locator('#feedback-section');
  const comment = `Sunrise at Sigiriya with our guide ${Date.now()}`;

  await expect(section.getByLabel('Email')).toHaveJSProperty('readOnly', true);
  await section.getByLabel('Your feedback').fill(comment);
  await section.getByRole('radio', { name: '1 star' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await section.getByLabel('Location').fill('Sigiriya');
  await section
    .getByTestId('feedback-photo-input')
    .setInputFiles([await photo('rock.jpg', '#0b5d4b'), await photo('lion.jpg', '#f4b942')]);
  await expect(section.getByRole('img', { name: /Selected photo/ })).toHaveCount(2);

  // Hold the upload, so the card can only be there because it is shown optimistically.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('CreateFeedback')) await held;
    await route.continue();
  });
  await section.getByRole('button', { name: 'Submit Feedback' }).click();

  const card = section.getByRole('article').filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Posting…');
  await expect(card.getByRole('button', { name: /View photo/ })).toHaveCount(2);
  release();
  await expect(section.getByRole('status')).toHaveText('Feedback submitted successfully!');
  await expect(card).not.toContainText('Posting…');
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.locator('img[srcset*="/media/"]')).toHaveCount(2);
  await expect(section.getByRole('status')).toBeHidden({ timeout: 5000 });

  await card.getByRole('button', { name: 'Feedback options' }).click();
  await card.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(section.getByRole('heading', { name: 'Edit Your Feedback' })).toBeInViewport();
  await expect(section.getByLabel('Your feedback')).toHaveValue(comment);
  const edited = `${comment}, and tea in Ella`;
  await section.getByLabel('Your feedback').fill(edited);
  await section.getByRole('button', { name: 'Remove photo 2' }).click();
  await section.getByRole('button', { name: 'Update Feedback' }).click();
  const editedCard = section.getByRole('article').filter({ hasText: edited });
  await expect(editedCard).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Feedback updated successfully!');
  await expect(editedCard.locator('img[srcset*="/media/"]')).toHaveCount(1);
  await expect(section.getByRole('heading', { name: 'Leave Your Feedback' })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this feedback?');
    void dialog.accept();
  });
  await editedCard.getByRole('button', { name: 'Feedback options' }).click();
  await editedCard.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'Feedback deleted successfully!' }),
  ).toBeVisible();
  await expect(section.getByRole('article').filter({ hasText: edited })).toHaveCount(0);
});
