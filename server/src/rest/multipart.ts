import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import type { WriteStream } from 'fs-capacitor';
import { AppError } from '../common/errors';
import { SpooledFiles, uploadRequestLimit, watchUploadBody } from '../http/upload-body';

const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

export interface MultipartLimits {
  /** The field that carries files; files under any other name are ignored. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: () => AppError;
  /** How long the body may send nothing (UPLOAD_IDLE_TIMEOUT_MS). */
  idleMs: number;
  /** How long the whole body may take to arrive (REQUEST_TIMEOUT_MS). */
  deadlineMs: number;
}

export interface MultipartBody {
  fields: Record<string, string[]>;
  /** The files, in order, read from their temporary files. */
  files: Readable[];
}

/**
 * Reads a multipart body in full: text fields, and each file within its size limit into a
 * temporary file, removed when the response ends. Fails at the first file past the count or the
 * size, or once the body stalls, without reading the rest of it.
 */
export function readMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
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
    const received = watchUploadBody(req, res, {
      maxBytes: uploadRequestLimit(limits.maxFiles, limits.maxFileBytes),
      idleMs: limits.idleMs,
      deadlineMs: limits.deadlineMs,
    });
    const spooled = new SpooledFiles(res);
    const fields: Record<string, string[]> = {};
    const files: WriteStream[] = [];
    const writes: Promise<void>[] = [];
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
      const file = spooled.create();
      // Parsed one byte past the limit, so a file exactly at the limit passes.
      stream.on('limit', () => fail(AppError.fileTooLarge(limits.maxFileBytes)));
      const written = finished(file);
      written.catch(fail);
      writes.push(written);
      files.push(file);
      stream.pipe(file);
    });
    parser.on('filesLimit', () => fail(limits.tooManyFiles()));
    parser.on('fieldsLimit', () => fail(new AppError('REQUEST_TOO_LARGE')));
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all([received, ...writes]).then(() => {
        if (!failed) resolve({ fields, files: files.map((file) => file.createReadStream()) });
      }, fail);
    });
    received.catch(fail);
    req.pipe(parser);
  });
}
