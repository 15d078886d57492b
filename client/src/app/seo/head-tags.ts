import { BRAND } from '../../content/brand';
import { isIndexable, normalizePath, routeMeta, type RouteMeta } from './route-meta';

/** The social card every page shares: rendered by the build from the brand (1200 × 630 PNG). */
export const SHARE_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: `${BRAND.name}: ${BRAND.tagline}`,
} as const;

/** The <head> of one page, the same in the prerendered file and after each client navigation. */
export interface HeadTags {
  title: string;
  description: string;
  /** Only for indexable pages: the address search engines should list. */
  canonical?: string;
  /** The page's own address, for social cards. */
  url: string;
  robots?: 'noindex, follow';
  image: { url: string; width: number; height: number; alt: string };
}

export const DEFAULT_DESCRIPTION = routeMeta('/')!.description;

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** The head tags of the page at `pathname`, with addresses under `siteUrl`. */
export function headTags(
  pathname: string,
  siteUrl: string,
  meta: RouteMeta | undefined = routeMeta(pathname),
): HeadTags {
  const path = normalizePath(pathname);
  const url = absoluteUrl(path, siteUrl);
  const indexable = isIndexable(path);
  const image = { ...SHARE_IMAGE, url: absoluteUrl(SHARE_IMAGE.path, siteUrl) };
  return {
    title: meta ? (meta.documentTitle ?? `${meta.title} | ${BRAND.name}`) : BRAND.name,
    description: meta?.description ?? DEFAULT_DESCRIPTION,
    canonical: indexable ? url : undefined,
    url,
    robots: indexable ? undefined : 'noindex, follow',
    image,
  };
}
