import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Viewer } from '../../common/request-context';
import {
  altTextProblem,
  CONTENT_PICTURE_TYPES,
  contentMessages as say,
} from '@lanka-tours/shared/content';
import {
  toMediaImage,
  type Media,
  type ImageSource,
  type MediaService,
  type UploadReceiver,
} from '../media';
import type { ContentPicture } from './content.types';

export interface PictureUpload {
  files: ImageSource[];
  alt: string;
}

function cleanAlt(alt: string | undefined): string {
  const text = (alt ?? '').trim();
  const problem = altTextProblem(text);
  if (problem) throw AppError.invalidInput({ alt: problem });
  return text;
}

/** The stored image of an album's photo, or null when there is no such photo. */
async function photoMediaId(manager: EntityManager, imageId: string): Promise<string | null> {
  const rows: { mediaId: string }[] = await manager.query(
    `SELECT media_id AS "mediaId" FROM album_images WHERE id = $1`,
    [imageId],
  );
  return rows[0]?.mediaId ?? null;
}

function pictureOf(media: Media, alt: string): ContentPicture {
  const image = toMediaImage(media);
  return { src: image.url, alt, width: image.width, height: image.height };
}

/**
 * Pictures for the content's picture fields, owned by the content (content_pictures): uploaded
 * through the media pipeline, or copied from an album's photo so that the site keeps it when the
 * album goes. Tour guides only.
 */
export class ContentPictureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  async upload(viewer: Viewer, receive: UploadReceiver<PictureUpload>): Promise<ContentPicture> {
    const guide = viewer.requireAdmin();
    const { files, alt } = await receive(guide);
    if (files.length !== 1) throw AppError.invalidInput({ picture: say.noPicture });
    const cleanedAlt = cleanAlt(alt);
    return this.media.storeOwned(
      files[0],
      { allowedTypes: CONTENT_PICTURE_TYPES },
      async (manager, media) => pictureOf(await this.own(manager, media, guide.id), cleanedAlt),
    );
  }

  async fromAlbum(viewer: Viewer, imageId: string, alt: string): Promise<ContentPicture> {
    const guide = viewer.requireAdmin();
    const cleanedAlt = cleanAlt(alt);
    return this.dataSource.transaction(async (manager) => {
      const mediaId = isUuid(imageId) ? await photoMediaId(manager, imageId) : null;
      const copy = mediaId && (await this.media.copy(mediaId, manager));
      if (!copy) throw new AppError('NOT_FOUND', say.photoNotFound);
      return pictureOf(await this.own(manager, copy, guide.id), cleanedAlt);
    });
  }

  private async own(manager: EntityManager, media: Media, userId: string): Promise<Media> {
    await manager.query(`INSERT INTO content_pictures (media_id, added_by) VALUES ($1, $2)`, [
      media.id,
      userId,
    ]);
    return media;
  }
}
