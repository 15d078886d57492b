import { expect, test, type Page } from './support/test';

const PASSWORD = 'ella-rock-2026';

function uniqueEmail(): string {
  return `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signedIn(page: Page, name: string): Promise<string> {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, country: 'Germany' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
  return email;
}

test('editing the profile updates the page and the header; Cancel keeps the saved values', async ({
  page,
}) => {
  const email = await signedIn(page, 'Kasun Jayasuriya');
  const details = page.getByRole('region', { name: 'Profile Details' });

  await details.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(details.getByLabel('Email address')).toBeDisabled();
  await expect(details.getByLabel('Email address')).toHaveAccessibleDescription(
    'Email cannot be changed for security reasons.',
  );
  await details.getByLabel('Full name').fill('Scrapped Name');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await details.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(details.getByLabel('Full name')).toHaveValue('Kasun Jayasuriya');

  await details.getByLabel('Full name').fill('Kasun Perera');
  await details.getByLabel('Country').selectOption('Australia');
  await details.getByRole('button', { name: 'Save Changes' }).click();

  await expect(details.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(page.getByRole('button', { name: 'Kasun Perera' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Australia');
  await expect(details.getByRole('status')).toBeHidden({ timeout: 5_000 });
  await page.reload();
  await expect(details).toContainText('Kasun Perera');
  await expect(details).toContainText(email);
});

test('a password change keeps this device signed in and signs the others out', async ({
  page,
  browser,
}) => {
  const email = await signedIn(page, 'Ruwan Silva');
  const other = await browser.newPage();
  const login = await other.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  });
  const { token: otherToken } = (await login.json()) as { token: string };

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('sigiriya-477');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('sigiriya-477');
  await dialog.getByRole('button', { name: 'Change Password' }).click();

  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  );
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ruwan Silva' })).toBeVisible();
  const otherMe = await other.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(otherMe.status()).toBe(401);
  await other.close();
});

test('security questions set on the profile recover the account, then the account is deleted', async ({
  page,
}) => {
  const email = await signedIn(page, 'Tharindu Bandara');

  await page.getByRole('button', { name: 'Set Up Questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security Questions' });
  await dialog.getByLabel('What is your favourite city in Sri Lanka?').fill('Nuwara Eliya');
  await dialog.getByLabel('In which year were you born?').fill('1991');
  await dialog.getByLabel('What was the name of your first pet?').fill('Bola');
  await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Save Answers' }).click();
  await expect(page.getByRole('status')).toHaveText('Your security questions have been saved.');
  await expect(page.getByRole('button', { name: 'Update Answers' })).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await page.goto('/security-questions');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('What is your favourite city in Sri Lanka?').fill('nuwara eliya');
  await page.getByLabel('In which year were you born?').fill('1990');
  await page.getByLabel('What was the name of your first pet?').fill('bola');
  await page.getByRole('button', { name: 'Verify Answers' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'One or more answers are incorrect. Please try again.',
  );
  await page.getByLabel('In which year were you born?').fill('1991');
  await page.getByRole('button', { name: 'Verify Answers' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('horton-plains');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('horton-plains');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Password changed successfully! You can now login with your new password.',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('horton-plains');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tharindu Bandara' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete Account' });
  await confirm.getByLabel(/Type your email/).fill(email.toUpperCase());
  await expect(confirm.getByText('Email confirmation does not match')).toBeVisible();
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(/Type your email/).fill(email);
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'horton-plains' },
  });
  expect(login.status()).toBe(401);
});
