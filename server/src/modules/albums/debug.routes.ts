import { Router } from 'express';
import { on } from '../../rest/api-contract';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import { DEBUG_API } from './debug.contract';
import type { AlbumService } from './album.service';

/** A page that shows one stored album image, to check that images reach the browser. */
function testImagePage(imageUrl: string | null): string {
  const body = imageUrl
    ? `<p>Sample image: <a href="${escapeHtml(imageUrl)}">${escapeHtml(imageUrl)}</a></p>
    <img src="${escapeHtml(imageUrl)}" alt="Sample album image" style="max-width:100%">`
    : '<p>No album images are stored yet.</p>';
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Image test</title></head>
  <body>
    <h1>Image test</h1>
    ${body}
  </body>
</html>`;
}

/** `/api/debug`: tour guides only. */
export function debugRoutes(albums: AlbumService): Router {
  const router = Router();

  on(router, DEBUG_API.images, async (_req, res) => {
    res.json(await albums.diagnostics(res.locals.viewer));
  });

  on(router, DEBUG_API.testImage, async (_req, res) => {
    const { absoluteImageUrl } = await albums.diagnostics(res.locals.viewer);
    res.type('html').send(testImagePage(absoluteImageUrl));
  });

  return router;
}
