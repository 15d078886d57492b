import { expect, test, type APIRequestContext } from './support/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { ALBUM_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { signedInAs } from './support/sign-in';

async function photo(name: string, colour: string, height = 600) {
  const buffer = await sharp({ create: { width: 800, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function guideToken(request: APIRequestContext): Promise<string> {
  return confirmedGuideToken(request, GUIDE);
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('a tour guide creates an album, uploads captioned photos, sets the cover, edits a caption and deletes a photo', async ({
  page,
}) => {
  await signedInAs(page, await guideToken(page.request));
  await page.goto('/admin/tour-photos');
  const title = `Knuckles Range ${Date.now()}`;

  await page.getByRole('button', { name: 'Create New Album' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Album' });
  await expect(form.getByLabel('Date')).toHaveValue(todayIso());
  await form.getByRole('button', { name: 'Create Album' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Location').fill('Knuckles');
  await form.getByRole('button', { name: 'Create Album' }).click();
  await expect(page.getByText('New album created successfully!')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });

  await card.getByRole('button', { name: 'Upload Photos' }).click();
  const upload = page.getByRole('dialog', { name: `Upload Photos to ${title}` });
  await upload.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(upload.getByText('Please select at least one image to upload.')).toBeVisible();
  await upload
    .getByTestId('album-photo-input')
    .setInputFiles([
      await photo('ridge.jpg', '#0b5d4b'),
      await photo('mist.jpg', '#f4b942', 900),
      await photo('stream.jpg', '#3b6ea5'),
    ]);
  await upload.getByLabel('Caption for ridge.jpg').fill('Ridge at dawn');
  await upload.getByLabel('Caption for mist.jpg').fill('Mist over the forest');
  await upload.getByLabel('Caption for stream.jpg').fill('Mountain stream');
  await expectNoAxeViolations(page);
  await upload.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('3 images uploaded successfully!')).toBeVisible();
  await expect(card).toContainText('3 Photos');

  await card.getByRole('button', { name: 'View Photos' }).click();
  const viewer = page.getByRole('dialog', { name: `${title}: Image 1 of 3` });
  await expect(viewer.getByRole('button', { name: 'Cover Image' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('dialog', { name: `${title}: Image 3 of 3` })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await page.getByRole('button', { name: 'Next image' }).click();
  const second = page.getByRole('dialog', { name: `${title}: Image 2 of 3` });
  await expect(second).toContainText('Mist over the forest');
  await second.getByRole('button', { name: 'Zoom in' }).click({ position: { x: 40, y: 40 } });
  await expect(second.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await second.getByRole('button', { name: 'Set Cover' }).click();
  await expect(second.getByRole('status')).toHaveText('Cover image updated successfully!');
  await expect(second.getByRole('button', { name: 'Cover Image' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await second.getByRole('button', { name: 'Edit Caption' }).click();
  const captionDialog = page.getByRole('dialog', { name: 'Edit Caption' });
  await captionDialog.getByLabel('Caption').fill('Mist over Knuckles');
  await expect(captionDialog.getByText('18 / 60')).toBeVisible();
  await expectNoAxeViolations(page);
  await captionDialog.getByRole('button', { name: 'Save Caption' }).click();
  await expect(second.getByRole('status')).toHaveText('Caption updated successfully!');
  await expect(second).toContainText('Mist over Knuckles');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Are you sure you want to delete this image? This action cannot be undone.',
    );
    void dialog.accept();
  });
  await second.getByRole('button', { name: 'Delete Image' }).click();
  const after = page.getByRole('dialog', { name: `${title}: Image 2 of 2` });
  await expect(after.getByRole('status')).toHaveText('Image deleted successfully!');
  await expect(after).toContainText('Mountain stream');
  await after.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('2 Photos');
});

test('a visitor opens an album, the lightbox wraps around, and Escape brings back the scroll position', async ({
  page,
}) => {
  const token = await guideToken(page.request);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Yala Safari ${Date.now()}`;
  const created = await page.request.post('/api/tour-albums', {
    headers: auth,
    data: { title, location: 'Yala', date: '2025-06-12', description: 'Leopards at dusk.' },
  });
  const albumId = ((await created.json()) as { album: { _id: string } }).album._id;
  const colours = ['#8a5a2b', '#b07d3a', '#5e7d3a', '#3a5e7d', '#7d3a5e', '#2b8a5a'];
  const files = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      photo(`yala-${i}.jpg`, colours[i % 6], 500 + (i % 3) * 200),
    ),
  );
  // At most 10 photos go in one upload.
  for (const [start, captions] of [
    [0, ['Leopard on a rock']],
    [10, []],
  ] as const) {
    const form = new FormData();
    for (const file of files.slice(start, start + 10)) {
      form.append(
        'images',
        new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }),
      );
    }
    form.append('captions', JSON.stringify(captions));
    const uploaded = await page.request.post(`/api/tour-albums/${albumId}/images`, {
      headers: auth,
      multipart: form,
    });
    expect(uploaded.status()).toBe(201);
  }

  await page.goto('/showcase');
  await expect(page.getByRole('heading', { name: 'Photo Gallery', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `Open album: ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('12 Photos').first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Serendib Trails`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//);
  const photos = page.locator('.album-photo img');
  await expect(photos.first()).toHaveAttribute('alt', 'Leopard on a rock');
  await expect(photos.nth(1)).toHaveAttribute('alt', `${title} photo 2`);
  await expect(photos.nth(3)).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.nth(4)).toHaveAttribute('loading', 'lazy');
  await expectNoAxeViolations(page);

  const last = page.getByRole('button', { name: new RegExp(`^View photo 12 of 12`) });
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await last.click();
  const lightbox = page.getByRole('dialog', { name: `${title}: photos` });
  await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute(
    'aria-label',
    'Image 12 of 12',
  );
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute(
    'aria-label',
    'Image 1 of 12',
  );
  await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute(
    'alt',
    'Leopard on a rock',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute(
    'aria-label',
    'Image 12 of 12',
  );
  await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Tour image');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)))
    .toBe(Math.round(scrolled));

  await page.getByRole('link', { name: 'Book a Tour' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a broken picture gives way to the placeholder; an unknown album is "Album not found"', async ({
  page,
}) => {
  const token = await guideToken(page.request);
  const title = `Galle Fort ${Date.now()}`;
  const created = await page.request.post('/api/tour-albums', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, location: 'Galle', date: '2025-03-08' },
  });
  const albumId = ((await created.json()) as { album: { _id: string } }).album._id;
  const form = new FormData();
  const rampart = await photo('rampart.jpg', '#b07d3a');
  form.append('images', new File([new Uint8Array(rampart.buffer)], rampart.name));
  await page.request.post(`/api/tour-albums/${albumId}/images`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  await page.route('**/media/**', (route) => route.abort());

  await page.goto('/showcase');
  const cover = page.getByRole('link', { name: `Open album: ${title}` }).locator('img');
  await expect(cover).toHaveAttribute('src', '/images/placeholder.svg');

  // The routes' titles load once the page is interactive: the server's head stays as it is.
  const routeTitles = page.waitForResponse(/\/assets\/route-head-[\w-]+\.js$/);
  const unknown = await page.goto('/showcase/album/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Album not found' })).toBeVisible();
  await routeTitles;
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Albums' }).click();
  await expect(page).toHaveURL(/\/showcase$/);
});

test('a signed-in visitor who is not a tour guide is sent to /unauthorized', async ({ page }) => {
  const email = `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Curious Visitor', email, password: 'mirissa-2026', country: 'India' },
  });
  expect(registered.status()).toBe(201);
  await signedInAs(page, ((await registered.json()) as { token: string }).token);

  await page.goto('/admin/tour-photos');

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You need tour guide privileges to access this page.')).toBeVisible();
});
