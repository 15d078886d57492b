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

/** Each language's tag in `lang` and `hreflang`: the site's Chinese is Simplified Chinese. */
export const LANGUAGE_TAGS: Record<(typeof LANGUAGES)[number], string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  ru: 'ru',
  zh: 'zh-Hans',
};

/** A page's address in a language: `/de/about`, `/de` for the home page. */
export const inLanguage = (language: string, page: string) =>
  language === 'en' ? page : `/${language}${page === '/' ? '' : page}`;
