import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '../common/errors';
import { readLimited } from '../modules/media/read-limited';

const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

/** The largest body a request with this many files may have: the files plus room for fields. */
export function uploadRequestLimit(files: number, fileBytes: number): number {
  return files * fileBytes + 1024 * 1024;
}

/**
 * Refuses a body declared too large at once, and stops one that grows past the limit while it
 * streams (a chunked body declares nothing).
 */
export function limitRequestBytes(req: IncomingMessage, maxBytes: number): AppError | null {
  const tooLarge = new AppError('REQUEST_TOO_LARGE');
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    // Read and drop the body, so the answer reaches a client that is still sending.
    req.resume();
    return tooLarge;
  }
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) req.destroy(tooLarge);
  });
  return null;
}

export interface MultipartLimits {
  /** The field that carries files; files under any other name are ignored. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: () => AppError;
}

export interface MultipartBody {
  fields: Record<string, string[]>;
  files: Buffer[];
}

/**
 * Reads a multipart body: text fields, and each file within its size limit. Fails at the first
 * file past the count or the size, without reading the rest of the body into memory.
 */
export function readMultipart(
  req: IncomingMessage,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const tooLarge = limitRequestBytes(
      req,
      uploadRequestLimit(limits.maxFiles, limits.maxFileBytes),
    );
    if (tooLarge) {
      reject(tooLarge);
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: limits.maxFiles,
          fileSize: limits.maxFileBytes + 1,
          fields: MAX_FIELDS,
          fieldSize: FIELD_BYTES,
        },
      });
    } catch {
      req.resume();
      reject(new AppError('MALFORMED_UPLOAD'));
      return;
    }
    const fields: Record<string, string[]> = {};
    const reads: Promise<Buffer>[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error instanceof AppError ? error : new AppError('MALFORMED_UPLOAD'));
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('REQUEST_TOO_LARGE'));
      else (fields[name] ??= []).push(value);
    });
    parser.on('file', (name, stream) => {
      if (name !== limits.fileField) {
        stream.resume();
        return;
      }
      const read = readLimited(stream, limits.maxFileBytes);
      read.catch(fail);
      reads.push(read);
    });
    parser.on('filesLimit', () => fail(limits.tooManyFiles()));
    parser.on('fieldsLimit', () => fail(new AppError('REQUEST_TOO_LARGE')));
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all(reads).then((files) => {
        if (!failed) resolve({ fields, files });
      }, fail);
    });
    req.on('error', fail);
    req.pipe(parser);
  });
}
