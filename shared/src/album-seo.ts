import { BRAND_NAME } from './brand';
import { DEFAULT_SITE_LANGUAGE, pathInLanguage, type SiteLanguage } from './site-languages';

/** What search engines and link previews need of an album. */
export interface AlbumForSeo {
  id: string;
  title: string;
  location: string;
  date: string;
  description?: string | null;
  /** URLs as the server gives them (relative `/media/...`). */
  coverUrl?: string | null;
  images: { url: string; caption?: string | null }[];
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, as og:image requires. */
  image: string | null;
  url: string;
}

export interface SitemapEntry {
  loc: string;
  images: { loc: string; title?: string }[];
}

export const albumPath = (id: string) => `/showcase/album/${id}`;

/** An address with no album behind it is kept out of search results, as any unknown page is. */
export const NOT_FOUND_ROBOTS = 'noindex, follow';

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, '')}${url}`;

/**
 * The album page's title, description and og:image, prerendered or set in the browser; its
 * address in the page's language.
 */
export function albumPageMeta(
  album: AlbumForSeo,
  origin: string,
  language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
): PageMeta {
  const count = album.images.length;
  const description =
    album.description?.trim() ||
    `${count} photos from our guided tour in ${album.location}, Sri Lanka (${album.date}).`;
  const cover = album.coverUrl ?? album.images[0]?.url ?? null;
  return {
    title: `${album.title} | ${BRAND_NAME}`,
    description,
    image: cover && absolute(origin, cover),
    url: absolute(origin, pathInLanguage(albumPath(album.id), language)),
  };
}

/** The sitemap's album pages, each with its photos (for the image sitemap extension). */
export function albumSitemapEntries(albums: AlbumForSeo[], origin: string): SitemapEntry[] {
  return [
    { loc: absolute(origin, '/showcase'), images: [] },
    ...albums.map((album) => ({
      loc: absolute(origin, albumPath(album.id)),
      images: album.images.map((image) => ({
        loc: absolute(origin, image.url),
        ...(image.caption && { title: image.caption }),
      })),
    })),
  ];
}
