import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { SessionUser } from '../../common/request-context';
import type { MediaConfig } from '../../config';
import { processImage, type ProcessedImage } from './image-processor';
import { Limiter } from './limiter';
import { Media, MediaVariant } from './media.entity';
import { readLimited } from './read-limited';
import { UploadsInFlight } from './uploads-in-flight';

export type ImageSource = Buffer | Readable;

/**
 * How a transport hands a service the files of a request. The service calls it once it has
 * decided that the viewer may upload, with that user, so nothing of a refused request is read.
 */
export type UploadReceiver<T> = (uploader: SessionUser) => Promise<T>;

export interface ImageRules {
  /** MIME types accepted, decided by the file's bytes. */
  allowedTypes: readonly string[];
  /** Defaults to MEDIA_MAX_FILE_BYTES. */
  maxBytes?: number;
}

export interface StoredVariant {
  bytes: Buffer;
  etag: string;
}

/**
 * The image pipeline shared by every feature that takes photos: read within limits, check the type
 * by the bytes, re-encode without metadata, store the bytes in PostgreSQL, serve them by URL.
 *
 * A feature owns its media through a join table whose `media_id` references `media(id)`; the
 * trigger `delete_owned_media` on that table removes the media row when the join row goes, so a
 * cascade from a user or a feedback never leaves images behind.
 */
export class MediaService {
  private readonly decoding: Limiter;
  private readonly uploads: Limiter;
  private readonly inFlight = new UploadsInFlight();

  constructor(
    private readonly dataSource: DataSource,
    readonly config: MediaConfig,
  ) {
    this.decoding = new Limiter(config.processingConcurrency);
    this.uploads = new Limiter(config.processingConcurrency);
  }

  /**
   * Counts an upload against its user's uploads in flight, before its body is read; refused past
   * the limit. The caller releases it when the request ends.
   */
  admitUpload(userId: string): () => void {
    return this.inFlight.admit(userId);
  }

  /**
   * Runs a request's work on its files (reading them into memory, processing, storing) once a
   * slot is free; a request without files runs at once. Bodies are received before, outside the
   * slots, into temporary files, so a slow client holds no slot and memory stays bounded by the
   * slots however many uploads arrive at once.
   */
  withUploadSlot<T>(files: readonly ImageSource[], work: () => Promise<T>): Promise<T> {
    return files.length ? this.uploads.run(work) : work();
  }

  /** Reads and re-encodes an upload; nothing is stored yet, so a refusal leaves nothing behind. */
  async prepareImage(source: ImageSource, rules: ImageRules): Promise<ProcessedImage> {
    const maxBytes = rules.maxBytes ?? this.config.maxFileBytes;
    const bytes = Buffer.isBuffer(source) ? source : await readLimited(source, maxBytes);
    if (bytes.length > maxBytes) throw AppError.fileTooLarge(maxBytes);
    return this.decoding.run(() =>
      processImage(bytes, {
        allowedTypes: rules.allowedTypes,
        maxInputPixels: this.config.maxInputPixels,
      }),
    );
  }

  /** A request's images prepared one at a time: memory stays bounded by one decoded image. */
  async prepareImages(sources: ImageSource[], rules: ImageRules): Promise<ProcessedImage[]> {
    const prepared: ProcessedImage[] = [];
    for (const source of sources) prepared.push(await this.prepareImage(source, rules));
    return prepared;
  }

  /**
   * One upload, in an upload slot: checked and re-encoded, then stored in a transaction in which
   * `own` gives it its owner (a feature's join row) and answers.
   */
  storeOwned<T>(
    file: ImageSource,
    rules: ImageRules,
    own: (manager: EntityManager, media: Media) => Promise<T>,
  ): Promise<T> {
    return this.withUploadSlot([file], async () => {
      const image = await this.prepareImage(file, rules);
      return this.dataSource.transaction(async (manager) =>
        own(manager, await this.save(image, manager)),
      );
    });
  }

  /** Stores a prepared image inside the caller's transaction. */
  async save(image: ProcessedImage, manager: EntityManager): Promise<Media> {
    const media = manager.create(Media, {
      id: randomUUID(),
      contentHash: image.contentHash,
      mime: image.mime,
      width: image.width,
      height: image.height,
      variantWidths: image.variants.map((v) => v.width).sort((a, b) => a - b),
    });
    await manager.insert(Media, media);
    await manager.insert(
      MediaVariant,
      image.variants.map((v) => ({
        mediaId: media.id,
        width: v.width,
        height: v.height,
        bytes: v.bytes,
      })),
    );
    return media;
  }

  /** prepareImage then save: one upload checked, re-encoded and stored in the caller's transaction. */
  async storeImage(source: ImageSource, rules: ImageRules, manager: EntityManager): Promise<Media> {
    return this.save(await this.prepareImage(source, rules), manager);
  }

  /**
   * A copy of a stored image under a new id, for an owner of its own (the bytes are copied, so
   * either can go without the other); null when there is no such image.
   */
  async copy(mediaId: string, manager: EntityManager): Promise<Media | null> {
    const copyId = randomUUID();
    const copied: unknown[] = await manager.query(
      `INSERT INTO media (id, content_hash, mime, width, height, variant_widths)
       SELECT $2, content_hash, mime, width, height, variant_widths FROM media WHERE id = $1
       RETURNING id`,
      [mediaId, copyId],
    );
    if (!copied.length) return null;
    await manager.query(
      `INSERT INTO media_variants (media_id, width, height, bytes)
       SELECT $2, width, height, bytes FROM media_variants WHERE media_id = $1`,
      [mediaId, copyId],
    );
    return manager.findOneByOrFail(Media, { id: copyId });
  }

  /** Media rows are removed with their owners by trigger; this is for media owned by nothing. */
  async remove(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (ids.length) await manager.delete(Media, ids);
  }

  /** The bytes of one variant, or null for an unknown id or width. */
  async variant(mediaId: string, width: number): Promise<StoredVariant | null> {
    if (!isUuid(mediaId)) return null;
    const rows: { bytes: Buffer; content_hash: string }[] = await this.dataSource.query(
      `SELECT v.bytes, m.content_hash FROM media_variants v JOIN media m ON m.id = v.media_id
       WHERE v.media_id = $1 AND v.width = $2`,
      [mediaId, width],
    );
    if (!rows.length) return null;
    // A row's bytes never change, so its hash and width name them exactly.
    return { bytes: rows[0].bytes, etag: `"${rows[0].content_hash.slice(0, 32)}-${width}"` };
  }
}
