import { Readable } from 'node:stream';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type processRequest from 'graphql-upload/processRequest.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError } from '../common/errors';

/** The `Upload` scalar of the GraphQL multipart request spec (see upload-middleware.ts). */
export const Upload = GraphQLUpload;

/** What graphql-upload makes of a multipart request: the operation (or batch) it carries. */
export type Operations = Awaited<ReturnType<typeof processRequest>>;
export type UploadOptions = NonNullable<Parameters<typeof processRequest>[2]>;

/** What graphql-upload's errors (http-errors) mean to the client, as an AppError. */
export function uploadFailure(error: { status?: number; message?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.status === 413 && /max file uploads/.test(error.message ?? '')) {
    return new AppError('TOO_MANY_FILES');
  }
  if (error.status === 413) return new AppError('REQUEST_TOO_LARGE');
  return new AppError('MALFORMED_UPLOAD');
}

/**
 * A file's stream; a file graphql-upload refused (cut at its size limit) gives a stream that
 * fails with that error when read, so the image pipeline names the file that is too large.
 */
function openUpload(file: FileUpload): Readable {
  try {
    return file.createReadStream();
  } catch (error) {
    return new Readable({
      read() {
        this.destroy(error as Error);
      },
    });
  }
}

/**
 * The streams of a mutation's uploads, in order. The upload middleware has received the whole
 * body before any resolver runs, so this never waits for the client.
 */
export async function openUploads(uploads: Promise<FileUpload>[] | null | undefined) {
  const files = await Promise.all(uploads ?? []).catch((error: Error) => {
    throw uploadFailure(error);
  });
  return files.map(openUpload);
}
