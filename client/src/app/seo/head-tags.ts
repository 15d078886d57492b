import type { I18n } from '@lingui/core';
import {
  DEFAULT_SITE_LANGUAGE,
  LANGUAGE_TAGS,
  OPEN_GRAPH_LOCALES,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import type { Brand } from '../../content/useSiteContent';
import { isIndexable, normalizePath, routeMeta, type RouteMeta } from './route-meta';

/** The social card every page shares: drawn from the brand (1200 × 630 PNG). */
export const SHARE_IMAGE = { path: '/social-card.png', width: 1200, height: 630 } as const;

/** What the head says of the company on every page. */
export type SiteIdentity = Pick<Brand, 'name' | 'tagline'>;

/**
 * The same page in another language, by its tag (`zh-Hans`); `x-default`: the one for languages
 * we do not speak.
 */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** The <head> of one page, the same in the prerendered file and after each client navigation. */
export interface HeadTags {
  title: string;
  /** The company's name, for social cards. */
  siteName: string;
  description: string;
  /** Only for indexable pages: the address search engines should list. */
  canonical?: string;
  /** The page in every language, for search engines to show the reader's. */
  alternates: Alternate[];
  /** The page's own address, for social cards. */
  url: string;
  /** The page's language for social cards (`de_DE`), and the other languages it exists in. */
  locale: string;
  localeAlternates: string[];
  robots?: 'noindex, follow';
  image: { url: string; width: number; height: number; alt: string };
}

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** `path` (without its language) in every language, English for `x-default`. */
export function alternatesOf(path: string, siteUrl: string): Alternate[] {
  const href = (language: SiteLanguage) => absoluteUrl(pathInLanguage(path, language), siteUrl);
  return [
    ...SITE_LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: href(language),
    })),
    { hreflang: 'x-default', href: href(DEFAULT_SITE_LANGUAGE) },
  ];
}

/**
 * The head tags of the page at `pathname` (without its language) in the language of `i18n`, with
 * addresses under `siteUrl`.
 */
export function headTags(
  pathname: string,
  siteUrl: string,
  site: SiteIdentity,
  i18n: I18n,
  meta: RouteMeta | undefined = routeMeta(pathname),
): HeadTags {
  const language = i18n.locale as SiteLanguage;
  const path = normalizePath(pathname);
  const url = absoluteUrl(pathInLanguage(path, language), siteUrl);
  // A page's own meta says whether it is listed (the not-found screen at any address is not).
  const indexable = meta?.indexable ?? isIndexable(path);
  const image = {
    ...SHARE_IMAGE,
    url: absoluteUrl(SHARE_IMAGE.path, siteUrl),
    alt: `${site.name}: ${site.tagline}`,
  };
  const home = routeMeta('/')!;
  const title = meta?.documentTitle
    ? i18n._(meta.documentTitle)
    : meta && `${i18n._(meta.title)} | ${site.name}`;
  return {
    title: title || site.name,
    siteName: site.name,
    description: i18n._(meta?.description ?? home.description),
    canonical: indexable ? url : undefined,
    alternates: alternatesOf(path, siteUrl),
    url,
    locale: OPEN_GRAPH_LOCALES[language],
    localeAlternates: SITE_LANGUAGES.filter((other) => other !== language).map(
      (other) => OPEN_GRAPH_LOCALES[other],
    ),
    robots: indexable ? undefined : 'noindex, follow',
    image,
  };
}
