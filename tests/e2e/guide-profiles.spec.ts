import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { signedInAs } from './support/sign-in';

// A guide's card on /admin/guides: their photo given, changed and removed; their name changed;
// the tour guide's account they sign in with linked, which marks them "You" for that account.

async function picture(colour: string) {
  const buffer = await sharp({
    create: { width: 480, height: 600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name: 'guide.jpg', mimeType: 'image/jpeg', buffer };
}

/** No guide holds the guide's account, whatever an earlier run linked: one guide per account. */
async function unlinkAccount(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const { guides } = (await (await page.request.get('/api/guides', { headers })).json()) as {
    guides: { id: string; name: string; languages: string[]; accountEmail: string | null }[];
  };
  for (const { id, name, languages } of guides.filter(
    ({ accountEmail }) => accountEmail === ALBUM_GUIDE.email,
  )) {
    const unlinked = await page.request.put(`/api/guides/${id}`, {
      headers,
      data: { name, languages, accountEmail: '' },
    });
    expect(unlinked.status()).toBe(200);
  }
}

async function choosePhoto(page: Page, card: Locator, button: string, colour: string) {
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(await picture(colour));
}

test('a tour guide gives a guide a photo, renames them and links the account they sign in with', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const token = await confirmedGuideToken(page.request, ALBUM_GUIDE);
  await unlinkAccount(page, token);
  await signedInAs(page, token);
  await page.goto('/admin/guides');
  const name = `Kumari Dias ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('English', { exact: true }).check();
  await page.getByRole('button', { name: 'Add guide', exact: true }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('No account linked');

  await card.scrollIntoViewIfNeeded();
  await choosePhoto(page, card, 'Add photo', '#0b5d4b');
  const photo = card.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/480\.webp$/);
  // The browser chose a width of the srcset and shows it.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const first = await photo.getAttribute('src');
  await choosePhoto(page, card, 'Change photo', '#f4b942');
  await expect(photo).not.toHaveAttribute('src', first!);
  expect((await page.request.get(first!)).status()).toBe(404);
  await card.screenshot({ path: 'tests/.tmp/guide-card-390.png' });

  // An address that is no confirmed tour guide's is refused under its field; the guide's own is taken.
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Name').fill(`${name} B`);
  const account = card.getByLabel("Tour guide's account (optional)");
  await account.fill('someone-else@example.com');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(account).toHaveAccessibleDescription(
    /No tour guide with a confirmed address signs in with this email address\./,
  );
  await expectNoAxeViolations(page);
  await account.fill(ALBUM_GUIDE.email);
  await card.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('article', { name: `${name} B` });
  await expect(renamed.getByRole('heading', { level: 2 }).getByText('You')).toBeVisible();
  await expect(renamed).toContainText(`Signs in as ${ALBUM_GUIDE.email}`);
  await expectNoAxeViolations(page);

  // The guides' month on /admin/bookings marks the same guide.
  await page.goto('/admin/bookings');
  await expect(page.getByRole('rowheader', { name: `${name} B` })).toContainText('You');

  await page.goto('/admin/guides');
  await renamed.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('img', { name: `Photo of ${name} B` })).toHaveCount(0);
  await unlinkAccount(page, token);
});
