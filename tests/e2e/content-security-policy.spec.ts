import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { confirmedGuideToken } from './support/guide';

/**
 * The server's Content-Security-Policy against the built client in Chromium: every page, dialog,
 * upload preview and the mail preview work without the browser blocking anything.
 */

/** A tour guide by ADMIN_EMAILS (playwright.config.ts), shared with albums.spec.ts. */
const GUIDE = {
  name: 'Album Guide',
  email: 'albums-e2e@serendibtrails.lk',
  password: 'nine-arch-2026',
  country: 'Other',
};

/** Every violation the page reports: the DOM event, and Chromium's console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void })
        .reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page, checks that it came with the policy, and lets its requests settle. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  // The prerendered stylesheets apply through their one allowed inline handler.
  await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveCount(0);
}

async function photo(colour: string) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer };
}

function localDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test('the watcher sees what the policy blocks: an injected script or handler does not run', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = "script"';
    document.body.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such.png" onerror="window.injected = \'handler\'">',
    );
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
  expect(violations.join('\n')).toMatch(/script-src-elem|script-src/);
  expect(violations.join('\n')).toContain('script-src-attr');
});

test('the REST API docs (Swagger UI) load from this origin without a violation', async ({
  page,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Serendib Trails REST API/ })).toBeVisible();
  await page.getByText('Ask for a tour guide').click();
  await expect(page.getByText('Idempotency-Key', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect({ violations, elsewhere }).toEqual({ violations: [], elsewhere: [] });
});

test('the public pages, the hero film and a destination dialog load without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of ['/about', '/services', '/showcase', '/contact', '/register', '/no-such']) {
    await visit(page, path);
  }
  await visit(page, '/');
  // The film is fetched once the page has loaded.
  await expect(page.locator('video')).toHaveCount(1);
  await visit(page, '/gallery');
  await page
    .getByRole('region', { name: 'Featured Destinations' })
    .getByRole('button', { name: 'Sigiriya Rock Fortress' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sigiriya Rock Fortress' });
  await dialog.getByRole('tab', { name: 'Attractions' }).click();
  await expect(dialog.getByRole('tabpanel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('signing in, posting feedback with a photo, requesting a guide and the mail preview pass the policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const name = `Policy Visitor ${randomUUID().slice(0, 8)}`;
  const email = `csp-${randomUUID().slice(0, 13)}@example.com`;
  const password = 'ella-rock-2026';
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password, country: 'Germany' },
  });
  expect(registered.status()).toBe(201);

  await visit(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();

  await visit(page, '/');
  const section = page.locator('#feedback-section');
  await section.scrollIntoViewIfNeeded();
  const comment = `Whale watching off Mirissa ${Date.now()}`;
  await section.getByLabel('Your feedback').fill(comment);
  await section.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await section.getByLabel('Location').fill('Mirissa');
  await section.getByTestId('feedback-photo-input').setInputFiles([await photo('#1f6f8b')]);
  await expect(section.getByRole('img', { name: /Selected photo/ })).toHaveCount(1);
  await section.getByRole('button', { name: 'Submit Feedback' }).click();
  const card = section.getByRole('article').filter({ hasText: comment });
  await expect(card).not.toContainText('Posting…');
  await expect(card.getByRole('button', { name: /View photo/ })).toHaveCount(1);

  await visit(page, '/contact#book-guide-section');
  const form = page.getByRole('form', { name: 'Request Your Guide' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (with country code)').fill('+94 77 123 4567');
  await form.getByLabel('Tour date').fill(localDay(21));
  await form.getByLabel('Group size').selectOption('3-5');
  await form.getByLabel('Tour duration').selectOption('4-7 days');
  await form.getByLabel('Destination').selectOption('Sigiriya Rock Fortress');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('status')).toContainText(/reference number is LK-/);

  // From this machine, with no proxy between: only such a caller is shown the preview.
  const forgot = await page.request.post('/api/auth/forgot-password', { data: { email } });
  const { previewUrl } = (await forgot.json()) as { previewUrl: string };
  await page.goto(new URL(previewUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Email preview' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an album page and its lightbox pass the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const token = await confirmedGuideToken(page.request, GUIDE);
  const headers = { authorization: `Bearer ${token}` };
  const title = `Horton Plains ${Date.now()}`;
  const created = await page.request.post('/api/tour-albums', {
    headers,
    data: { title, location: 'Horton Plains', date: '2025-03-02', description: "World's End." },
  });
  const albumId = ((await created.json()) as { album: { _id: string } }).album._id;
  const form = new FormData();
  for (const colour of ['#4b6f2e', '#7d8a3a']) {
    const file = await photo(colour);
    form.append(
      'images',
      new File([new Uint8Array(file.buffer)], file.name, { type: 'image/jpeg' }),
    );
  }
  const uploaded = await page.request.post(`/api/tour-albums/${albumId}/images`, {
    headers,
    multipart: form,
  });
  expect(uploaded.status()).toBe(201);

  await visit(page, `/showcase/album/${albumId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^View photo 1 of 2/ }).click();
  const lightbox = page.getByRole('dialog', { name: `${title}: photos` });
  await expect(lightbox.locator('.yarl__slide_current img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute(
    'aria-label',
    'Image 2 of 2',
  );
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
