import { AppError } from '../../common/errors';
import { ALBUM_MESSAGES } from '../../shared/album-rules';
import {
  albumPageMeta,
  albumSitemapEntries,
  NOT_FOUND_ROBOTS,
  type AlbumForSeo,
  type PageMeta,
} from '../../shared/album-seo';
import { escapeHtml } from '../../shared/escape-html';
import { BRAND_NAME } from '../../shared/brand';
import type { AlbumService } from './album.service';
import { toRestAlbum } from './album.routes';
import type { TourAlbumView } from './album.types';

function forSeo(album: TourAlbumView): AlbumForSeo {
  const rest = toRestAlbum(album);
  return { ...rest, id: rest._id, coverUrl: rest.coverImage };
}

function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
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

/** `sitemap` with the albums and their photos added, each page listed once. */
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
    .map(({ loc, images }) => {
      const pictures = images.map(
        (image) =>
          `\n    <image:image><image:loc>${escapeHtml(image.loc)}</image:loc>${
            image.title ? `<image:title>${escapeHtml(image.title)}</image:title>` : ''
          }</image:image>`,
      );
      return `  <url>\n    <loc>${escapeHtml(loc)}</loc>${pictures.join('')}\n  </url>\n`;
    })
    .join('');
  return sitemap.replace('</urlset>', () => `${urls}</urlset>`);
}

/** The album page's head: its title, description and og:image; 'not found' without an album. */
export function albumHead(album: TourAlbumView | null, origin: string): string {
  return album ? headTags(albumPageMeta(forSeo(album), origin)) : NOT_FOUND_HEAD;
}
