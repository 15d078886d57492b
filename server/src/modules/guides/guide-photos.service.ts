import type { DataSource, EntityManager } from 'typeorm';
import { CONTENT_PICTURE_TYPES } from '@lanka-tours/shared/content';
import type { Viewer } from '../../common/request-context';
import { refuseProblems } from '../../common/refuse-problems';
import type { ImageSource, MediaService, UploadReceiver } from '../media';
import { GUIDE_MESSAGES } from './guide-rules';
import { assertGuide, readGuide, type Guide } from './guide-reads';

/**
 * A guide's photo: one JPEG, PNG or WebP, re-encoded by the media pipeline. A new photo replaces
 * the old, whose stored image goes with it (guide_photos' trigger). Tour guides only.
 */
export class GuidePhotoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  async setPhoto(
    viewer: Viewer,
    guideId: string,
    receive: UploadReceiver<ImageSource[]>,
  ): Promise<Guide> {
    const you = viewer.requireAdmin();
    await assertGuide(this.dataSource.manager, guideId);
    const files = await receive(you);
    if (files.length !== 1) refuseProblems({ photo: GUIDE_MESSAGES.photoRequired });
    return this.media.storeOwned(
      files[0],
      { allowedTypes: CONTENT_PICTURE_TYPES },
      async (manager, stored) => {
        await takeOldPhoto(manager, guideId);
        await manager.query(`INSERT INTO "guide_photos" ("guide_id", "media_id") VALUES ($1, $2)`, [
          guideId,
          stored.id,
        ]);
        return readGuide(manager, guideId, you.id);
      },
    );
  }

  async removePhoto(viewer: Viewer, guideId: string): Promise<Guide> {
    const you = viewer.requireAdmin();
    return this.dataSource.transaction(async (manager) => {
      await takeOldPhoto(manager, guideId);
      return readGuide(manager, guideId, you.id);
    });
  }
}

/** Removes a guide's photo, the guide's row locked so that two new photos wait on each other. */
async function takeOldPhoto(manager: EntityManager, guideId: string): Promise<void> {
  await assertGuide(manager, guideId, { lock: true });
  await manager.query(`DELETE FROM "guide_photos" WHERE "guide_id" = $1`, [guideId]);
}
