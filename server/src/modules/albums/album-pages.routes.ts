import fs from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
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
function findAlbum(albums: AlbumService, id: string): Promise<TourAlbumView | null | undefined> {
  return albums
    .get(id)
    .catch((error: unknown) =>
      error instanceof AppError && error.code === 'NOT_FOUND' ? null : undefined,
    );
}

/** The built sitemap's own origin keeps every entry on one site, whatever address served it. */
function sitemapUrls(albums: AlbumForSeo[], fallbackOrigin: string, sitemap: string): string {
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
  const origin = listed[0]?.origin ?? fallbackOrigin;
  const paths = new Set(listed.map((url) => url.pathname));
  return albumSitemapEntries(albums, origin)
    .filter(({ loc }) => !paths.has(new URL(loc).pathname))
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
}

/**
 * Album pages live in the database, so the build cannot prerender them: the server writes each
 * album's title, description and og:image into the app shell's head, and adds the albums and
 * their photos to the built sitemap.
 */
export function albumPages(albums: AlbumService, clientDist: string, origin: string): Router {
  const router = Router();
  const built = (file: string) => fs.readFile(path.join(clientDist, file), 'utf8');

  router.get('/showcase/album/:id', async (req, res, next) => {
    const [album, shell] = await Promise.all([
      findAlbum(albums, String(req.params.id)),
      built('spa-fallback.html').catch(() => null),
    ]);
    // Unreadable now (the database is away): the browser's page says so and offers a retry.
    if (album === undefined || !shell) return next();
    // Without an album the browser's page says 'Album not found', under status 404.
    const head = album ? headTags(albumPageMeta(forSeo(album), origin)) : NOT_FOUND_HEAD;
    res.status(album ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    // A function, not a string: `$'` or `$&` in a guide's title is text, not a pattern.
    res.type('html').send(shell.replace(/<!--page-head-->[\s\S]*<!--\/page-head-->/, () => head));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    const sitemap = await built('sitemap.xml').catch(() => null);
    if (!sitemap) return next();
    const urls = sitemapUrls((await albums.list()).map(forSeo), origin, sitemap);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemap.replace('</urlset>', () => `${urls}</urlset>`));
  });

  return router;
}
