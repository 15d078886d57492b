/**
 * The languages the site speaks: English unprefixed (the default), the others under `/de`, `/fr`,
 * `/ru` and `/zh` (Simplified Chinese).
 */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'ru', 'zh'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/** A profile's language must be one the site speaks. */
export const LANGUAGE_INVALID_MESSAGE =
  /*i18n*/ 'Please choose English, German, French, Russian or Chinese';

export function isSiteLanguage(code: string): code is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(code);
}

/** The locale `Intl` formats a language's dates and numbers with (English is the en-US of the specification). */
export const INTL_LOCALES: Record<SiteLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

/** The language of an address: its first segment when that names one (`/de/about`), else English. */
export function languageOfPath(pathname: string): SiteLanguage {
  const first = pathname.split('/')[1] ?? '';
  return isSiteLanguage(first) ? first : DEFAULT_SITE_LANGUAGE;
}

/** Where a language's pages live: `` for English, `/de` for German … */
export function languageBase(language: SiteLanguage): string {
  return language === DEFAULT_SITE_LANGUAGE ? '' : `/${language}`;
}

/** A page's address in a language: `/about` in German is `/de/about`, `/` is `/de`. */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const base = languageBase(language);
  return base && path === '/' ? base : base + path;
}

/** An address without its language: `/de/about` is `/about`, `/de` is `/`. */
export function pathWithoutLanguage(pathname: string): string {
  return pathname.slice(languageBase(languageOfPath(pathname)).length) || '/';
}

/** Each language by its own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  zh: '中文',
};

/**
 * Each language's BCP 47 tag, for `lang`, `hreflang` and `inLanguage`: the site's Chinese is
 * written in simplified characters (`zh-Hans`), while its addresses keep `/zh`.
 */
export const LANGUAGE_TAGS: Record<SiteLanguage, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  ru: 'ru',
  zh: 'zh-Hans',
};

/** The `og:locale` of each language's pages (Open Graph knows Simplified Chinese as China's). */
export const OPEN_GRAPH_LOCALES: Record<SiteLanguage, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  ru: 'ru_RU',
  zh: 'zh_CN',
};

/** Chinese written in traditional characters, which the site (Simplified Chinese) does not offer. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/** A language tag (`de-AT`, `zh-Hans-CN`) as a site language, if it is one. */
export function siteLanguageOfTag(tag: string): SiteLanguage | undefined {
  const lower = tag.toLowerCase();
  if (TRADITIONAL_CHINESE.test(lower)) return undefined;
  const primary = lower.split('-', 1)[0];
  return isSiteLanguage(primary) ? primary : undefined;
}
