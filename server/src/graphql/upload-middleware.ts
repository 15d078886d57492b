import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { WriteStream } from 'fs-capacitor';
import processRequest, { type FileUpload } from 'graphql-upload/processRequest.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import type { Viewer } from '../common/request-context';
import type { MediaConfig } from '../config';
import {
  SpooledFiles,
  uploadRequestLimit,
  watchUploadBody,
  type UploadBodyLimits,
} from '../http/upload-body';
import { operationsWithoutFiles } from './operations-without-files';
import { uploadFailure, type Operations, type UploadOptions } from './upload-scalar';

/** The most files one GraphQL request may carry (an album upload takes the most). */
export const MAX_FILES_PER_REQUEST = 10;

/** graphql-upload's handle on an upload's temporary file, documented but left out of its types. */
type SpooledUpload = FileUpload & { capacitor: WriteStream };

/** What the upload reader needs of the media service: its limits, each user's uploads. */
export interface UploadAdmission {
  readonly config: Pick<MediaConfig, 'maxFileBytes' | 'uploadIdleTimeoutMs' | 'uploadDeadlineMs'>;
  admitUpload(userId: string): () => void;
}

/** The uploads an operation (or a batch of them) refers to, wherever the map placed them. */
function uploadsIn(value: unknown, found = new Set<Upload>()): Set<Upload> {
  if (value instanceof Upload) found.add(value);
  else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) uploadsIn(inner, found);
  }
  return found;
}

/**
 * A signed-in user's upload, received in full before its operation runs. graphql-upload spools
 * each file to a temporary file; each goes when the response ends, whatever the outcome
 * (graphql-upload itself only releases files no stream is reading, so a mutation refused after
 * opening its files kept them, and their descriptors, until the process ended). Resolvers then
 * read the files without waiting for the client, and never while holding a slot.
 */
async function receiveUploads(
  req: IncomingMessage,
  res: ServerResponse,
  options: UploadOptions,
  limits: UploadBodyLimits,
): Promise<Operations> {
  const spooled = new SpooledFiles(res);
  const received = watchUploadBody(req, res, limits);
  const parsed = processRequest(req, res, options).then(
    (operations) => {
      for (const upload of uploadsIn(operations)) {
        upload.promise.then(
          (file) => spooled.track((file as SpooledUpload).capacitor),
          () => undefined,
        );
      }
      return operations;
    },
    (error: Error) => {
      throw uploadFailure(error);
    },
  );
  const [operations] = await Promise.all([parsed, received]);
  return operations;
}

/**
 * GraphQL multipart requests (file uploads). Nothing of the body is read before the session is
 * checked: a request without a valid one has its files discarded unread (every upload mutation
 * refuses it, with the same answer as ever), a user's request counts against their uploads in
 * flight. The count, each file's size and the whole body are limited while they stream in, a
 * body that stalls or runs past its deadline is cut off, and the operation runs once the body
 * has arrived.
 */
export function graphqlUploads(
  media: UploadAdmission,
  viewerOf: (req: Request) => Promise<Viewer>,
): RequestHandler {
  const { maxFileBytes, uploadIdleTimeoutMs, uploadDeadlineMs } = media.config;
  const options: UploadOptions = {
    // One byte past the limit, so readLimited sees and names the file that is too large.
    maxFileSize: maxFileBytes + 1,
    maxFiles: MAX_FILES_PER_REQUEST,
    maxFieldSize: 1024 * 1024,
  };
  const limits: UploadBodyLimits = {
    maxBytes: uploadRequestLimit(MAX_FILES_PER_REQUEST, maxFileBytes),
    idleMs: uploadIdleTimeoutMs,
    deadlineMs: uploadDeadlineMs,
  };
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    const { user } = await viewerOf(req);
    if (user) {
      res.once('close', media.admitUpload(user.id));
      req.body = await receiveUploads(req, res, options, limits);
    } else {
      req.body = await operationsWithoutFiles(req, res, options, limits);
    }
    next();
  };
}
