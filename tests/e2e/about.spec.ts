import { expect, test } from './support/test';
import { SEED_BRAND } from '../support/seed-content';
import { expectNoAxeViolations } from './support/axe';

const CONTACT = SEED_BRAND.contact;

test('the team card calls and mails the guide, and Join Our Journey leads to Contact', async ({
  page,
}) => {
  await page.goto('/about');
  const team = page.getByRole('article', { name: 'Chaminda Perera' });
  await expect(team.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
    'href',
    CONTACT.phoneHref,
  );
  await expect(team.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
    'href',
    CONTACT.emailHref,
  );

  await page.getByRole('link', { name: 'Join Our Journey' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('About has no accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expectNoAxeViolations(page);
});
