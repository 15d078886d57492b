import { Router, type Request, type Response } from 'express';
import { AppError } from '../../common/errors';
import { receiveUpload, type MediaService } from '../media';
import { contentMessages as say } from '@lanka-tours/shared/content';
import type { ContentPictureService, PictureUpload } from './content-pictures.service';
import { bodyTexts, on } from '../../rest/api-contract';
import { CONTENT_PICTURES_API } from './content.contract';

/** The picture and its alt text; a multipart body counts as one of the guide's uploads in flight. */
async function readUpload(
  req: Request,
  res: Response,
  media: MediaService,
  guideId: string,
): Promise<PictureUpload> {
  if (!req.is('multipart/form-data')) return { files: [], alt: '' };
  const { fields, files } = await receiveUpload(req, res, media, guideId, {
    fileField: 'picture',
    maxFiles: 1,
    tooManyFiles: () => AppError.invalidInput({ picture: say.noPicture }),
  });
  return { files, alt: fields.alt?.[0] ?? '' };
}

/** `/api/content-editor/pictures`: a picture uploaded, or taken from an album (guides only). */
export function contentPictureRoutes(pictures: ContentPictureService, media: MediaService): Router {
  const router = Router();

  // The service refuses anyone but a guide before a byte of the upload is read.
  on(router, CONTENT_PICTURES_API.upload, async (req, res) => {
    const picture = await pictures.upload(res.locals.viewer, (guide) =>
      readUpload(req, res, media, guide.id),
    );
    res.status(201).json({ picture });
  });

  on(router, CONTENT_PICTURES_API.fromAlbum, async (req, res) => {
    const { imageId, alt } = bodyTexts(req, CONTENT_PICTURES_API.fromAlbum);
    const picture = await pictures.fromAlbum(res.locals.viewer, imageId, alt);
    res.status(201).json({ picture });
  });

  return router;
}
