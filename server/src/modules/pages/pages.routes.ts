import { Router } from 'express';
import { withAlbumEntries, type AlbumService } from '../albums';
import type { ExecuteGraphql } from '@lanka-tours/shared/page-rendering';
import type { ServerBundle } from './server-bundle';

/**
 * sitemap.xml and robots.txt, written for the site's public origin of this run (SITE_URL): the
 * public pages with their pictures, then every album with its photos.
 */
export function crawlFileRoutes(
  bundle: ServerBundle,
  albums: AlbumService,
  siteUrl: string,
  execute: ExecuteGraphql,
) {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const sitemap = await withAlbumEntries(await bundle.sitemap(siteUrl, execute), albums, siteUrl);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(bundle.robots(siteUrl));
  });
  return router;
}
