import { Router } from 'express';
import { AppError } from '../../common/errors';
import type { MediaService } from './media.service';

const FILE_NAME = /^([1-9][0-9]{1,3})\.webp$/;

/** `GET /media/:id/:width.webp`: immutable bytes, cached for a year by browsers and CDNs. */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();
  router.get('/:id/:file', async (req, res) => {
    const match = FILE_NAME.exec(req.params.file);
    const found = match && (await media.variant(req.params.id, Number(match[1])));
    if (!found) throw new AppError('NOT_FOUND');
    res.set({
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: found.etag,
    });
    // Express answers 304 itself when If-None-Match names this ETag.
    res.send(found.bytes);
  });
  return router;
}
