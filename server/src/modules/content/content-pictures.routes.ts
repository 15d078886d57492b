import { Router, type Request, type Response } from 'express';
import { AppError } from '../../common/errors';
import { readMultipart } from '../../rest/multipart';
import { bodyText } from '../../rest/rest-helpers';
import { contentMessages as say } from '../../shared/content';
import type { MediaService } from '../media/media.service';
import type { ContentPictureService, PictureUpload } from './content-pictures.service';
import { on } from '../../rest/api-contract';
import { CONTENT_PICTURES_API } from './content.contract';

/** The picture and its alt text; a multipart body counts as one of the guide's uploads in flight. */
async function readUpload(
  req: Request,
  res: Response,
  media: MediaService,
  guideId: string,
): Promise<PictureUpload> {
  if (!req.is('multipart/form-data')) return { files: [], alt: '' };
  res.once('close', media.admitUpload(guideId));
  const { fields, files } = await readMultipart(req, res, {
    fileField: 'picture',
    maxFiles: 1,
    maxFileBytes: media.config.maxFileBytes,
    tooManyFiles: () => AppError.invalidInput({ picture: say.noPicture }),
    idleMs: media.config.uploadIdleTimeoutMs,
  });
  return { files, alt: fields.alt?.[0] ?? '' };
}

/** `/api/content-editor/pictures`: a picture uploaded, or taken from an album (guides only). */
export function contentPictureRoutes(pictures: ContentPictureService, media: MediaService): Router {
  const router = Router();

  // The service refuses anyone but a guide before a byte of the upload is read.
  on(router, CONTENT_PICTURES_API.upload, async (req, res) => {
    const picture = await pictures
      .upload(res.locals.viewer, (guide) => readUpload(req, res, media, guide.id))
      .catch((error: unknown) => {
        req.resume();
        throw error;
      });
    res.status(201).json({ picture });
  });

  on(router, CONTENT_PICTURES_API.fromAlbum, async (req, res) => {
    const picture = await pictures.fromAlbum(
      res.locals.viewer,
      bodyText(req, 'imageId'),
      bodyText(req, 'alt'),
    );
    res.status(201).json({ picture });
  });

  return router;
}
