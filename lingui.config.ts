import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SITE_LANGUAGES } from './shared/src/site-languages';

/**
 * The catalogs of every language (docs/languages.md). `npm run i18n` collects the messages
 * marked in the code into one PO file per language, then turns each into its own module,
 * `messages.ts` beside it, which the server loads (and the client's chunk per language will). A message missing in a language falls back to English when compiled.
 */
/** The shared messages' domains: each has its descriptors in shared/src/messages/<domain>-messages.ts. */
const SHARED_DOMAINS = [
  'account',
  'album',
  'booking',
  'content',
  'feedback',
  'quote',
  'session',
  'timed',
];
/** The routes' titles and descriptions and the structured data's messages (a catalog of their own). */
const ROUTE_HEAD = [
  '<rootDir>/client/src/app/seo/route-meta.ts',
  '<rootDir>/client/src/app/seo/structured-data.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...SITE_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The shared rules' messages, which the server and the client both show: one catalog per
    // domain, so that a page loads only its forms' (the server loads them all).
    ...SHARED_DOMAINS.map((domain) => ({
      path: `<rootDir>/shared/src/locales/{locale}/${domain}`,
      include: [`<rootDir>/shared/src/messages/${domain}-messages.ts`],
    })),
    {
      path: '<rootDir>/shared/src/locales/{locale}/general',
      include: ['<rootDir>/shared/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/shared/src/locales/**',
        ...SHARED_DOMAINS.map((domain) => `<rootDir>/shared/src/messages/${domain}-messages.ts`),
      ],
    },
    {
      path: '<rootDir>/server/src/locales/{locale}/messages',
      include: ['<rootDir>/server/src'],
      exclude: ['**/node_modules/**', '<rootDir>/server/src/locales/**', '<rootDir>/shared/src/**'],
    },
    {
      // The layout's messages (header, footer, the route's head) and the shared components': every
      // page loads them.
      path: '<rootDir>/client/src/locales/{locale}/layout',
      include: [
        '<rootDir>/client/src/app',
        '<rootDir>/client/src/components',
        '<rootDir>/client/src/lib',
      ],
      exclude: ROUTE_HEAD,
    },
    {
      // Each route's title and description for the page's <head>, and the messages of its structured
      // data: the server writes them, and the browser loads them once the page is interactive,
      // for its next navigation.
      path: '<rootDir>/client/src/locales/{locale}/route-head',
      include: ROUTE_HEAD,
    },
    {
      // Each feature's messages, loaded with the pages that show its parts
      // (client/src/lib/page-catalogs.generated.ts).
      path: '<rootDir>/client/src/locales/{locale}/{name}',
      include: ['<rootDir>/client/src/features/{name}'],
    },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // The server's decorators (type-graphql, TypeORM) are the legacy kind.
  extractorParserOptions: { tsExperimentalDecorators: true },
});
