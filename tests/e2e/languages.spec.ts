import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { agedFormTicket } from '../server/support/form-tickets';
import { shownTexts, translatedContent, translatedMessages } from './support/english-sources';
import { CONTENT_GUIDE as GUIDE, confirmedGuideToken } from './support/guide';
import { inLanguage, LANGUAGES } from './support/public-pages';
import { serverSecret } from './support/server-secret';
import { signedInAs } from './support/sign-in';

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the German page, in German, without being sent there; a refusal is kept', async ({
    page,
  }) => {
    await page.goto('/about');

    const offer = page.getByRole('complementary', {
      name: 'Diese Seite gibt es auch auf Deutsch.',
    });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
      'href',
      '/de/about',
    );
    expect(new URL(page.url()).pathname).toBe('/about');

    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(offer).toBeHidden();
  });

  test('is not offered anything on a German page', async ({ page }) => {
    await page.goto('/de/services');
    await page.waitForLoadState('networkidle');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
  });
});

test('an English browser is offered nothing on an English page', async ({ page }) => {
  await page.goto('/gallery');
  await page.waitForLoadState('networkidle');

  await expect(page.locator('.language-suggestion')).toHaveCount(0);
});

test('the language switcher opens the same page in another language, whose links stay in it', async ({
  page,
}) => {
  await page.goto('/services');

  await page.locator('.language-switcher summary').click();
  await page.getByRole('link', { name: 'Français' }).click();

  await expect(page).toHaveURL(/\/fr\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('.site-header .navbar-brand').click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
});

test('a signed-in visitor who switches to Russian has it saved on the account; a link does not', async ({
  page,
}) => {
  const email = `language-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Olga Petrova', email, password: 'sigiriya-2026', country: 'Russia' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const accountLanguage = async () => {
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await me.json()) as { language: string }).language;
  };
  await signedInAs(page, token);

  await page.goto('/de/about');
  await expect(page.getByRole('button', { name: 'Olga Petrova' })).toBeVisible();
  expect(await accountLanguage()).toBe('en');

  await page.locator('.language-switcher summary').click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/about$/);
  await expect.poll(accountLanguage).toBe('ru');
});

const GERMAN_PAGES = [
  '/de',
  '/de/about',
  '/de/services',
  '/de/gallery',
  '/de/showcase',
  '/de/contact',
  '/de/privacy',
  '/de/terms',
  '/de/imprint',
  '/de/login',
  '/de/register',
  '/de/forgot-password',
  '/de/security-questions',
  '/de/unauthorized',
  '/de/no-such-page',
];

test('every German page has its words when it shows, loaded and after a navigation', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message')) {
      missing.push(`${page.url()}: ${message.text()}`);
    }
  });

  for (const path of GERMAN_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  }
  // Each page's words load with it when the app navigates there too.
  await page.goto('/de/privacy');
  await page.waitForLoadState('networkidle');
  for (const name of ['Startseite', 'Reiseziele', 'Kontakt']) {
    await page.locator('.site-header').getByRole('link', { name, exact: true }).first().click();
    await page.waitForLoadState('networkidle');
  }

  expect(missing).toEqual([]);
});

/** The pages behind a sign-in, as a tour guide sees them. */
const GERMAN_GUIDE_PAGES = [
  '/de/profile',
  '/de/admin/bookings',
  '/de/admin/guides',
  '/de/admin/tour-photos',
  '/de/admin/content',
  '/de/admin/content/faqItem',
  '/de/admin/content/destination/1',
  '/de/admin/content/new/faqItem',
];

test('no German page shows English words that German has a translation for', async ({ page }) => {
  test.setTimeout(180_000);
  const messages = await translatedMessages('de');
  const content = await translatedContent(page.request, 'de');
  const untranslated: string[] = [];
  const walk = async (paths: readonly string[], english: Set<string>) => {
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Parts further down load as the visitor nears them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      for (const text of await shownTexts(page)) {
        if (english.has(text)) untranslated.push(`${path}: ${text}`);
      }
    }
  };

  expect(messages.size).toBeGreaterThan(500);
  expect(content.size).toBeGreaterThan(500);
  await walk(GERMAN_PAGES, new Set([...messages, ...content]));
  // An enquiry for the guide's inbox, whose choices it shows.
  const booked = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      name: 'Lena Fischer',
      email: `lena-${Date.now()}@example.com`,
      phone: '+49 30 1234567',
      tourDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      groupSize: '3-5',
      duration: '4-7 days',
      destination: 'Galle Fort',
      message: '',
      formTicket: agedFormTicket(12_000, serverSecret()),
    },
  });
  expect(booked.status()).toBe(201);
  await signedInAs(page, await confirmedGuideToken(page.request, GUIDE));
  // The editor shows the content as it is written, in English; its own words are German.
  await walk(GERMAN_GUIDE_PAGES, messages);

  expect(untranslated).toEqual([]);
});

test('the header fits its screen in every language, on a phone and on desktops', async ({
  page,
}) => {
  const tooWide: string[] = [];
  for (const width of [360, 1200, 1399, 1400]) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of LANGUAGES) {
      await page.goto(inLanguage(language, '/about'));
      const excess = await page
        .locator('.site-header > .container')
        .evaluate((bar) => bar.scrollWidth - bar.clientWidth);
      if (excess > 0) tooWide.push(`${language} at ${width} px: ${excess} px too wide`);
    }
  }
  expect(tooWide).toEqual([]);
});
