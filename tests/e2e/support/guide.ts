import { expect, type APIRequestContext } from '@playwright/test';

export interface GuideAccount {
  name: string;
  email: string;
  password: string;
}

/** The guide of the album journeys (playwright.config.ts ADMIN_EMAILS). */
export const ALBUM_GUIDE: GuideAccount = {
  name: 'Album Guide',
  email: 'albums-e2e@serendibtrails.lk',
  password: 'nine-arch-2026',
};

/** The guide of the content editor's journey. */
export const CONTENT_GUIDE: GuideAccount = {
  name: 'Content Guide',
  email: 'content-e2e@serendibtrails.lk',
  password: 'galle-fort-2026',
};

async function session(request: APIRequestContext, guide: GuideAccount): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { ...guide, country: 'Other' },
  });
  if (registered.status() === 201) return ((await registered.json()) as { token: string }).token;
  expect(registered.status()).toBe(409);
  const login = await request.post('/api/auth/login', {
    data: { email: guide.email, password: guide.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function isGuide(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin;
}

/**
 * A listed guide address (playwright.config.ts ADMIN_EMAILS), registered or signed in (the e2e
 * database outlives a run) and confirmed as the guide does it: by following the emailed link,
 * here read from the /dev/mail preview. Returns a session token of the guide.
 */
export async function confirmedGuideToken(
  request: APIRequestContext,
  guide: GuideAccount,
): Promise<string> {
  const token = await session(request, guide);
  // Specs sharing a guide may ask at the same time: a newer link replaces an older one.
  for (let attempt = 0; attempt < 2 && !(await isGuide(request, token)); attempt += 1) {
    const resent = await request.post('/api/auth/guide-access/resend', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resent.status()).toBe(200);
    const { previewUrl } = (await resent.json()) as { previewUrl?: string };
    if (!previewUrl) continue;
    const preview = await (await request.get(new URL(previewUrl).pathname)).text();
    const link = /\/guide-access\/[\w-]{43}/.exec(preview)![0];
    const followed = await request.get(link, { maxRedirects: 0 });
    expect(followed.status()).toBe(303);
  }
  expect(await isGuide(request, token)).toBe(true);
  return token;
}
