import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { onePart, ReadCache } from '../../common/read-cache';
import type { Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import {
  ALBUM_IMAGE_TYPES,
  ALBUM_MAX_FILE_BYTES,
  ALBUM_MAX_FILES,
  ALBUM_MESSAGES,
  albumProblems,
  captionProblem,
  type AlbumValues,
} from '@lanka-tours/shared/album-rules';
import { mediaUrl } from '@lanka-tours/shared/media-variants';
import type { ImageRules, ImageSource, MediaService, UploadReceiver } from '../media';
import { albumById, allAlbums, mediaCounts } from './album-reads';
import { AlbumImage, TourAlbum } from './album.entity';
import type { AlbumImageView, TourAlbumView } from './album.types';

const IMAGE_RULES: ImageRules = { allowedTypes: ALBUM_IMAGE_TYPES, maxBytes: ALBUM_MAX_FILE_BYTES };

export interface AlbumUpload {
  files: ImageSource[];
  /** One per file, in order; missing or empty ones leave the image without a caption. */
  captions: string[];
}

export interface AlbumUploadResult {
  album: TourAlbumView;
  /** How many photos this upload added. */
  uploaded: number;
}

export interface ImageDiagnostics {
  rootUploads: { fileCount: number };
  backendUploads: { fileCount: number };
  sampleImageUrl: string | null;
  absoluteImageUrl: string | null;
}

function cleanValues(values: AlbumValues) {
  const fields = albumProblems(values);
  if (Object.keys(fields).length) throw AppError.invalidInput(fields);
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    date: values.date.trim(),
    description: values.description?.trim() || null,
  };
}

function cleanCaption(caption: string | null | undefined): string {
  const text = (caption ?? '').trim();
  const problem = captionProblem(text);
  if (problem) throw AppError.invalidInput({ caption: problem });
  return text;
}

const albumNotFound = () => new AppError('NOT_FOUND', ALBUM_MESSAGES.notFound);
const imageNotFound = () => new AppError('NOT_FOUND', ALBUM_MESSAGES.imageNotFound);

/**
 * Tour albums: anyone reads them; only a tour guide (an admin) changes them. The checks are the
 * same on both transports: signed out is 401, signed in without the role is 403. Every change is
 * one visitors see (SiteChanges).
 */
export class AlbumService {
  /** The albums as visitors read them, cached until one changes; a missing album is not cached. */
  private readonly reads: ReadCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
    private readonly media: MediaService,
    private readonly publicUrl: string,
  ) {
    this.reads = new ReadCache(changes, onePart('albums'));
  }

  list(): Promise<TourAlbumView[]> {
    return this.reads.get('all', () => allAlbums(this.dataSource.manager));
  }

  async get(id: string): Promise<TourAlbumView> {
    if (!isUuid(id)) throw albumNotFound();
    const found = await this.reads.get(
      `one ${id}`,
      () => albumById(this.dataSource.manager, id),
      (album) => album !== null,
    );
    if (!found) throw albumNotFound();
    return found;
  }

  async create(viewer: Viewer, values: AlbumValues): Promise<TourAlbumView> {
    viewer.requireAdmin();
    const clean = cleanValues(values);
    const inserted = await this.changes.transaction('albums', (manager) =>
      manager.insert(TourAlbum, clean),
    );
    return this.get(inserted.identifiers[0].id as string);
  }

  async update(viewer: Viewer, id: string, values: AlbumValues): Promise<TourAlbumView> {
    viewer.requireAdmin();
    const clean = cleanValues(values);
    await this.changes.transaction('albums', async (manager) => {
      const { affected } = await manager.update(TourAlbum, { id: this.uuid(id) }, clean);
      if (!affected) throw albumNotFound();
    });
    return this.get(id);
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    viewer.requireAdmin();
    // Its image rows cascade, and their trigger removes the media.
    await this.changes.transaction('albums', async (manager) => {
      const { affected } = await manager.delete(TourAlbum, { id: this.uuid(id) });
      if (!affected) throw albumNotFound();
    });
    return id;
  }

  /** A guide and an album that exists are checked before the upload is received. */
  async uploadImages(
    viewer: Viewer,
    albumId: string,
    receive: UploadReceiver<AlbumUpload>,
  ): Promise<AlbumUploadResult> {
    const guide = viewer.requireAdmin();
    await this.get(albumId);
    const upload = await receive(guide);
    if (!upload.files.length) throw AppError.invalidInput({ images: ALBUM_MESSAGES.noFiles });
    if (upload.files.length > ALBUM_MAX_FILES) {
      throw AppError.invalidInput({ images: ALBUM_MESSAGES.tooManyFiles });
    }
    const captions = upload.files.map((_, index) => cleanCaption(upload.captions[index]));
    await this.media.withUploadSlot(upload.files, () =>
      this.addImages(albumId, upload.files, captions),
    );
    return { album: await this.get(albumId), uploaded: upload.files.length };
  }

  async deleteImage(viewer: Viewer, albumId: string, imageId: string): Promise<TourAlbumView> {
    viewer.requireAdmin();
    await this.changes.transaction('albums', async (manager) => {
      await this.locked(manager, albumId);
      // The trigger removes the media; a cover pointing here is cleared by its foreign key.
      const { affected } = await manager.delete(AlbumImage, {
        id: this.uuid(imageId, imageNotFound),
        albumId,
      });
      if (!affected) throw imageNotFound();
    });
    return this.get(albumId);
  }

  async updateCaption(
    viewer: Viewer,
    albumId: string,
    imageId: string,
    caption: string | null | undefined,
  ): Promise<AlbumImageView> {
    viewer.requireAdmin();
    const text = cleanCaption(caption);
    await this.changes.transaction('albums', async (manager) => {
      const { affected } = await manager.update(
        AlbumImage,
        { id: this.uuid(imageId, imageNotFound), albumId: this.uuid(albumId) },
        { caption: text },
      );
      if (!affected) throw imageNotFound();
    });
    const album = await this.get(albumId);
    return album.images.find((image) => image.id === imageId) as AlbumImageView;
  }

  async setCover(viewer: Viewer, albumId: string, imageId: string): Promise<TourAlbumView> {
    viewer.requireAdmin();
    await this.changes.transaction('albums', async (manager) => {
      await this.locked(manager, albumId);
      const image = await manager.findOneBy(AlbumImage, {
        id: this.uuid(imageId, imageNotFound),
        albumId,
      });
      if (!image) throw imageNotFound();
      await manager.update(TourAlbum, { id: albumId }, { coverImageId: image.id });
    });
    return this.get(albumId);
  }

  /** What is stored, for the tour guide's troubleshooting: media rows and their variant files. */
  async diagnostics(viewer: Viewer): Promise<ImageDiagnostics> {
    viewer.requireAdmin();
    const { images, files, sampleMedia } = await mediaCounts(this.dataSource.manager);
    const sampleImageUrl = sampleMedia
      ? mediaUrl(sampleMedia.id, sampleMedia.variantWidths[0])
      : null;
    return {
      rootUploads: { fileCount: images },
      backendUploads: { fileCount: files },
      sampleImageUrl,
      absoluteImageUrl: sampleImageUrl && `${this.publicUrl}${sampleImageUrl}`,
    };
  }

  /** An id that cannot be a uuid names no row; checked before PostgreSQL would refuse it. */
  private uuid(id: string, notFound = albumNotFound): string {
    if (!isUuid(id)) throw notFound();
    return id;
  }

  private async addImages(
    albumId: string,
    files: ImageSource[],
    captions: string[],
  ): Promise<void> {
    const prepared = await this.media.prepareImages(files, IMAGE_RULES);
    await this.changes.transaction('albums', async (manager) => {
      await this.locked(manager, albumId);
      const [{ next }] = await manager.query<{ next: number }[]>(
        `SELECT coalesce(max(position), -1) + 1 AS next FROM album_images WHERE album_id = $1`,
        [albumId],
      );
      for (const [index, image] of prepared.entries()) {
        const media = await this.media.save(image, manager);
        await manager.insert(AlbumImage, {
          albumId,
          mediaId: media.id,
          caption: captions[index],
          position: next + index,
        });
      }
      await manager.update(TourAlbum, { id: albumId }, { updatedAt: () => 'now()' });
    });
  }

  private async locked(manager: EntityManager, albumId: string): Promise<void> {
    const found = await manager
      .createQueryBuilder(TourAlbum, 'album')
      .where('album.id = :id', { id: this.uuid(albumId) })
      .setLock('pessimistic_write')
      .getOne();
    if (!found) throw albumNotFound();
  }
}
