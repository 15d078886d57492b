import type { Request, Response } from 'express';
import { readMultipart, type MultipartBody, type MultipartLimits } from '../../rest/multipart';
import type { MediaService } from './media.service';

type UploadLimits = Pick<MultipartLimits, 'fileField' | 'maxFiles' | 'tooManyFiles'> &
  Partial<Pick<MultipartLimits, 'maxFileBytes'>>;

/**
 * A REST upload's multipart body, read in full as one of the uploader's uploads in flight (until
 * the answer ends), within the media settings' file size, idle time and deadline unless `limits` says less.
 */
export function receiveUpload(
  req: Request,
  res: Response,
  media: MediaService,
  uploaderId: string,
  limits: UploadLimits,
): Promise<MultipartBody> {
  res.once('close', media.admitUpload(uploaderId));
  return readMultipart(req, res, {
    maxFileBytes: media.config.maxFileBytes,
    idleMs: media.config.uploadIdleTimeoutMs,
    deadlineMs: media.config.uploadDeadlineMs,
    ...limits,
  });
}
