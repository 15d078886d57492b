import { AppError } from '../../common/errors';
import { ALBUM_MESSAGES } from '@lanka-tours/shared/album-rules';
import {
  albumPageMeta,
  albumPath,
  albumSitemapEntries,
  NOT_FOUND_ROBOTS,
  type AlbumForSeo,
  type PageMeta,
} from '@lanka-tours/shared/album-seo';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import { BRAND_NAME } from '@lanka-tours/shared/brand';
import {
  DEFAULT_SITE_LANGUAGE,
  LANGUAGE_TAGS,
  OPEN_GRAPH_LOCALES,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import type { AlbumService } from './album.service';
import { toRestAlbum } from './album.routes';
import type { TourAlbumView } from './album.types';

function forSeo(album: TourAlbumView): AlbumForSeo {
  const rest = toRestAlbum(album);
  return { ...rest, id: rest._id, coverUrl: rest.coverImage };
}

/** A page's address (`path`, in English) in every language, and `x-default` (English). */
function alternates(path: string, origin: string, tag = 'link'): string[] {
  const href = (language: SiteLanguage) => escapeHtml(`${origin}${pathInLanguage(path, language)}`);
  const link = (hreflang: string, language: SiteLanguage) =>
    `<${tag} rel="alternate" hreflang="${hreflang}" href="${href(language)}" />`;
  return [
    ...SITE_LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], language)),
    link('x-default', DEFAULT_SITE_LANGUAGE),
  ];
}

function headTags(meta: PageMeta, id: string, origin: string, language: SiteLanguage): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...alternates(albumPath(id), origin),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image && `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

const NOT_FOUND_HEAD = [
  `<title>${ALBUM_MESSAGES.notFound} | ${BRAND_NAME}</title>`,
  `<meta name="robots" content="${NOT_FOUND_ROBOTS}" />`,
].join('\n    ');

/** The album, null when there is none by that id, undefined when it could not be read now. */
export function findAlbum(
  albums: AlbumService,
  id: string,
): Promise<TourAlbumView | null | undefined> {
  return albums
    .get(id)
    .catch((error: unknown) =>
      error instanceof AppError && error.code === 'NOT_FOUND' ? null : undefined,
    );
}

/** `sitemap` with the albums in every language, each with its photos, each page listed once. */
export async function withAlbumEntries(
  sitemap: string,
  albums: AlbumService,
  origin: string,
): Promise<string> {
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
  );
  const urls = albumSitemapEntries((await albums.list()).map(forSeo), origin)
    .filter(({ loc }) => !listed.has(new URL(loc).pathname))
    .flatMap(({ loc, images }) => {
      const path = new URL(loc).pathname;
      const pictures = images.map(
        (image) =>
          `\n    <image:image><image:loc>${escapeHtml(image.loc)}</image:loc>${
            image.title ? `<image:title>${escapeHtml(image.title)}</image:title>` : ''
          }</image:image>`,
      );
      const links = alternates(path, origin, 'xhtml:link').map((link) => `\n    ${link}`);
      return SITE_LANGUAGES.map(
        (language) =>
          `  <url>\n    <loc>${escapeHtml(`${origin}${pathInLanguage(path, language)}`)}</loc>` +
          `${links.join('')}${pictures.join('')}\n  </url>\n`,
      );
    })
    .join('');
  return sitemap.replace('</urlset>', () => `${urls}</urlset>`);
}

/**
 * The album page's head in a language: its title, description and og:image, its address in
 * each language; 'not found' without an album.
 */
export function albumHead(
  album: TourAlbumView | null,
  origin: string,
  language: SiteLanguage,
): string {
  if (!album) return NOT_FOUND_HEAD;
  return headTags(albumPageMeta(forSeo(album), origin, language), album.id, origin, language);
}
