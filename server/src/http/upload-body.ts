import type { IncomingMessage, ServerResponse } from 'node:http';
import { WriteStream } from 'fs-capacitor';
import { AppError } from '../common/errors';

/** The largest body a request with this many files may have: the files plus room for fields. */
export function uploadRequestLimit(files: number, fileBytes: number): number {
  return files * fileBytes + 1024 * 1024;
}

export interface UploadBodyLimits {
  maxBytes: number;
  /** How long the body may send nothing (UPLOAD_IDLE_TIMEOUT_MS). */
  idleMs: number;
  /** How long the whole body may take to arrive (REQUEST_TIMEOUT_MS). */
  deadlineMs: number;
}

/**
 * Watches an upload's body while it streams in, and resolves once it has arrived in full. A body
 * declared too large is refused at once, before it is read: this throws (the body is then read
 * and dropped, so the answer reaches a client still sending). One that grows past the limit is
 * stopped; one that sends nothing for `idleMs`, or is still arriving after `deadlineMs` (a
 * trickle that is never idle), is refused with 408, and that answer closes the connection rather
 * than wait for the rest. Call it in the same tick as the body is piped to its reader: watching
 * the body starts its flow.
 */
export function watchUploadBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: UploadBodyLimits,
): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes) {
    req.resume();
    throw new AppError('REQUEST_TOO_LARGE');
  }
  return new Promise((resolve, reject) => {
    let received = 0;
    const stop = () => {
      clearTimeout(idle);
      clearTimeout(deadline);
      req.off('data', count);
    };
    const cutOff = (code: 'UPLOAD_STALLED' | 'UPLOAD_TOO_SLOW') => () => {
      stop();
      // A client refused already (its answer sent) that is still sending only holds the connection.
      if (res.headersSent) req.destroy();
      else res.setHeader('Connection', 'close');
      reject(new AppError(code));
    };
    const idle = setTimeout(cutOff('UPLOAD_STALLED'), limits.idleMs);
    const deadline = setTimeout(cutOff('UPLOAD_TOO_SLOW'), limits.deadlineMs);
    const count = (chunk: Buffer) => {
      received += chunk.length;
      idle.refresh();
      if (received > limits.maxBytes) {
        stop();
        const tooLarge = new AppError('REQUEST_TOO_LARGE');
        req.destroy(tooLarge);
        reject(tooLarge);
      }
    };
    req.on('data', count);
    req.once('end', () => {
      stop();
      resolve();
    });
    // Closed before its end: the client is gone.
    req.once('close', () => {
      stop();
      reject(new AppError('MALFORMED_UPLOAD'));
    });
  });
}

/**
 * The temporary files a request's uploads are spooled to. They are removed when its response
 * ends, whatever the outcome (stored, refused, failed, or the client gone), with any stream still
 * reading them: nothing of a request outlives it on disk or in open descriptors.
 */
export class SpooledFiles {
  private readonly files = new Set<WriteStream>();
  private ended = false;

  constructor(res: ServerResponse) {
    res.once('close', () => {
      this.ended = true;
      for (const file of this.files) file.destroy();
      this.files.clear();
    });
  }

  /** A new temporary file in the system's temporary folder (TMPDIR). */
  create(): WriteStream {
    const file = new WriteStream();
    this.track(file);
    return file;
  }

  /** Takes charge of a file made elsewhere; one that arrives after the response is removed at once. */
  track(file: WriteStream): void {
    // A failed write reaches the request through its reader; a file that cannot be removed must
    // not take the process down (the system clears its temporary folder).
    file.on('error', () => undefined);
    if (this.ended) file.destroy();
    else this.files.add(file);
  }
}
