import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processRequest from 'graphql-upload/processRequest.mjs';
import { AppError } from '../common/errors';
import type { MediaConfig } from '../config';
import { limitRequestBytes, uploadRequestLimit } from '../rest/multipart';

/** The most files one GraphQL request may carry (an album upload takes the most). */
export const MAX_FILES_PER_REQUEST = 10;

function uploadFailure(error: { status?: number; message?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.status === 413 && /max file uploads/.test(error.message ?? '')) {
    return new AppError('TOO_MANY_FILES');
  }
  if (error.status === 413) return new AppError('REQUEST_TOO_LARGE');
  return new AppError('MALFORMED_UPLOAD');
}

/**
 * GraphQL multipart requests (file uploads): the count, each file's size and the whole body are
 * limited while they stream in. Files wait in temporary files until a resolver reads them, and
 * the answer waits until the upload has been received (graphql-upload).
 */
export function graphqlUploads(media: MediaConfig): RequestHandler {
  const maxBytes = uploadRequestLimit(MAX_FILES_PER_REQUEST, media.maxFileBytes);
  return graphqlUploadExpress({
    // One byte past the limit, so readLimited sees and names the file that is too large.
    maxFileSize: media.maxFileBytes + 1,
    maxFiles: MAX_FILES_PER_REQUEST,
    maxFieldSize: 1024 * 1024,
    processRequest: async (req, res, options) => {
      const tooLarge = limitRequestBytes(req, maxBytes);
      if (tooLarge) throw tooLarge;
      try {
        return await processRequest(req, res, options);
      } catch (error) {
        throw uploadFailure(error as { status?: number; message?: string });
      }
    },
  });
}
