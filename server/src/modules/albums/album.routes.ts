import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../../common/errors';
import { bodyTexts, on } from '../../rest/api-contract';
import { receiveUpload, type MediaService } from '../media';
import {
  ALBUM_MAX_FILE_BYTES,
  ALBUM_MAX_FILES,
  ALBUM_MESSAGES,
  type AlbumValues,
} from '@lanka-tours/shared/album-rules';
import { uploadedMessage } from '@lanka-tours/shared/messages';
import { translate } from '../../common/i18n';
import { ALBUM_API, type RestAlbum, type RestAlbumImage } from './album.contract';
import type { User } from '../users';
import type { AlbumUpload, AlbumService } from './album.service';
import type { AlbumImageView, TourAlbumView } from './album.types';

const toRestImage = (image: AlbumImageView): z.infer<typeof RestAlbumImage> => ({
  _id: image.id,
  url: image.image.url,
  caption: image.caption ?? '',
});

/** An album as the specification's REST clients read it: `_id`, the cover as a URL. */
export function toRestAlbum(album: TourAlbumView): z.infer<typeof RestAlbum> {
  return {
    _id: album.id,
    title: album.title,
    description: album.description ?? '',
    location: album.location,
    date: album.date,
    coverImage: album.coverImage?.image.url ?? null,
    images: album.images.map(toRestImage),
    createdAt: album.createdAt.toISOString(),
    updatedAt: album.updatedAt.toISOString(),
  };
}

/** The album fields of a JSON body; anything else (`published`, say) is ignored. */
function albumValues(req: Request): AlbumValues {
  const values = bodyTexts(req, ALBUM_API.create);
  return { ...values, date: values.date.slice(0, 10) };
}

function captionsOf(fields: Record<string, string[]>): string[] {
  const raw = fields.captions?.[0];
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.some((c) => c !== null && typeof c !== 'string')) {
    throw AppError.invalidInput({ captions: ALBUM_MESSAGES.captionsInvalid });
  }
  return parsed.map((caption: string | null) => caption ?? '');
}

/** The photos and captions; a multipart body counts as one of the guide's uploads in flight. */
async function readUpload(
  req: Request,
  res: Response,
  media: MediaService,
  guide: User,
): Promise<AlbumUpload> {
  if (!req.is('multipart/form-data')) return { files: [], captions: [] };
  const { fields, files } = await receiveUpload(req, res, media, guide.id, {
    fileField: 'images',
    maxFiles: ALBUM_MAX_FILES,
    maxFileBytes: ALBUM_MAX_FILE_BYTES,
    tooManyFiles: () => AppError.invalidInput({ images: ALBUM_MESSAGES.tooManyFiles }),
  });
  return { files, captions: captionsOf(fields) };
}

/** `/api/tour-albums`: the specification's paths and shapes, on the same service as GraphQL. */
export function albumRoutes(albums: AlbumService, media: MediaService): Router {
  const router = Router();

  on(router, ALBUM_API.list, async (_req, res) => {
    res.json({ albums: (await albums.list()).map(toRestAlbum) });
  });

  on(router, ALBUM_API.get, async (req, res) => {
    res.json({ album: toRestAlbum(await albums.get(req.params.id)) });
  });

  on(router, ALBUM_API.create, async (req, res) => {
    const album = await albums.create(res.locals.viewer, albumValues(req));
    res.status(201).json({ album: toRestAlbum(album), message: translate(ALBUM_MESSAGES.created) });
  });

  // The client adds `?t=` against caches; the query is not read.
  on(router, ALBUM_API.update, async (req, res) => {
    const album = await albums.update(res.locals.viewer, req.params.id, albumValues(req));
    res.json({ album: toRestAlbum(album), message: translate(ALBUM_MESSAGES.updated) });
  });

  on(router, ALBUM_API.delete, async (req, res) => {
    await albums.delete(res.locals.viewer, req.params.id);
    res.json({ message: translate(ALBUM_MESSAGES.deleted) });
  });

  // The service refuses a visitor, or an unknown album, before a byte of the upload is read.
  on(router, ALBUM_API.upload, async (req, res) => {
    const { album, uploaded } = await albums.uploadImages(
      res.locals.viewer,
      req.params.id,
      (guide) => readUpload(req, res, media, guide),
    );
    res
      .status(201)
      .json({ album: toRestAlbum(album), message: translate(uploadedMessage(uploaded)) });
  });

  on(router, ALBUM_API.deleteImage, async (req, res) => {
    const album = await albums.deleteImage(res.locals.viewer, req.params.id, req.params.imageId);
    res.json({ album: toRestAlbum(album), message: translate(ALBUM_MESSAGES.imageDeleted) });
  });

  on(router, ALBUM_API.caption, async (req, res) => {
    const image = await albums.updateCaption(
      res.locals.viewer,
      req.params.id,
      req.params.imageId,
      bodyTexts(req, ALBUM_API.caption).caption,
    );
    res.json({ image: toRestImage(image), message: translate(ALBUM_MESSAGES.captionUpdated) });
  });

  on(router, ALBUM_API.cover, async (req, res) => {
    const { imageId } = bodyTexts(req, ALBUM_API.cover);
    const album = await albums.setCover(res.locals.viewer, req.params.id, imageId);
    res.json({ album: toRestAlbum(album), message: translate(ALBUM_MESSAGES.coverUpdated) });
  });

  return router;
}
