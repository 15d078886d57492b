import { request } from './support/http';
import { serverBeside } from './support/server-beside';

const SITE = 'https://tours.example.lk';
const server = serverBeside({ SITE_URL: SITE });
const get = (path: string) => request('GET', path, { base: server().baseUrl });

/** Each language's prefix, English unprefixed. */
const PREFIXES = ['', '/de', '/fr', '/ru', '/zh'];

/**
 * A member's, a tour guide's and the one-time pages: rendered in the browser from the app shell,
 * or on the server without anything to list (signing in, recovering an account).
 */
const PRIVATE_PAGES = [
  '/profile',
  '/admin/tour-photos',
  '/admin/bookings',
  '/admin/guides',
  '/admin/content',
  '/admin/content/dayPlan',
  '/admin/content/new/faqItem',
  '/admin/content/faqItem/visa',
  '/reset-password',
  '/reset-password/3f9c1e',
  '/unauthorized',
  '/login',
  '/register',
  '/forgot-password',
  '/security-questions',
];

const robotsOf = (html: string) =>
  /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? 'nothing';

/** Pages that are no one's to find stay out of search results, whatever their language. */
describe('private pages', () => {
  test.each(PREFIXES.flatMap((prefix) => PRIVATE_PAGES.map((page) => `${prefix}${page}`)))(
    '%s answers noindex, without a canonical address',
    async (path) => {
      const page = await get(path);

      expect(page.status).toBe(200);
      expect(robotsOf(page.text)).toBe('noindex, follow');
      expect(page.text).not.toContain('rel="canonical"');
    },
  );

  test('robots.txt keeps crawlers out of them under every prefix', async () => {
    const robots = (await get('/robots.txt')).text;

    for (const prefix of PREFIXES) {
      for (const path of ['/admin', '/profile', '/reset-password', '/manage-booking', '/quote']) {
        expect(robots).toContain(`Disallow: ${prefix}${path}\n`);
      }
    }
    expect(robots).toContain('Disallow: /api\n');
    expect(robots).toContain('Disallow: /graphql\n');
  });
});
