/** The public pages search engines index (in English; each language has them under its prefix). */
export const INDEXED_PAGES = [
  '/',
  '/about',
  '/services',
  '/gallery',
  '/showcase',
  '/contact',
  '/privacy',
  '/terms',
  '/imprint',
];

/** The site's languages, English (unprefixed) first. */
export const LANGUAGES = ['en', 'de', 'fr', 'ru', 'zh'] as const;

/** A page's address in a language: `/de/about`, `/de` for the home page. */
export const inLanguage = (language: string, page: string) =>
  language === 'en' ? page : `/${language}${page === '/' ? '' : page}`;
