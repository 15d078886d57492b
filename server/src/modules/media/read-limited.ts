import type { Readable } from 'node:stream';
import { AppError } from '../../common/errors';

/**
 * Reads a stream into memory, failing as soon as it passes `maxBytes`: an upload is never held
 * beyond its limit. The stream is destroyed on failure so its producer stops too.
 */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) fail(AppError.fileTooLarge(maxBytes));
      else chunks.push(chunk);
    });
    stream.on('error', (error: { status?: number }) => {
      // Upload parsers truncate a file past their own limit with a 413 error.
      fail(
        error.status === 413 ? AppError.fileTooLarge(maxBytes) : new AppError('MALFORMED_UPLOAD'),
      );
    });
    // Destroyed before its end: the request is gone and its temporary files with it.
    stream.on('close', () => fail(new AppError('MALFORMED_UPLOAD')));
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, total));
    });
  });
}
