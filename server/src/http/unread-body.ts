import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';

/** How long, and how much, of a refused request's body is read and dropped before closing. */
export interface DrainLimits {
  ms: number;
  bytes: number;
}

/**
 * Reads what is left of a body and drops it, chunk by chunk (nothing is kept). Resolves true once
 * the body has ended, false when the client went first or a limit was reached.
 */
function drained(req: IncomingMessage, limits: DrainLimits): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', ended);
      req.off('close', gone);
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) done(false);
    };
    const ended = () => done(true);
    const gone = () => done(false);
    const timer = setTimeout(gone, limits.ms);
    req.on('data', count);
    req.once('end', ended);
    req.once('close', gone);
    req.resume();
  });
}

/**
 * An answer given before its request's body has arrived (a refused upload, say) goes out at once,
 * but the connection stays open while the rest of the body is read and dropped, within `limits`.
 * Closing it at once, as Node does for a client that asked for `Connection: close`, resets a
 * connection the client is still sending on: its write fails with a broken pipe (EPIPE), often
 * before it has read the answer. Past the limits the connection is closed anyway. An answer that
 * closes the connection on purpose (a stalled upload) is not held back.
 */
export function drainUnreadBody(limits: DrainLimits): RequestHandler {
  return (req, res, next) => {
    if (req.headers['content-length'] === undefined && !req.headers['transfer-encoding']) {
      return next();
    }
    const end = res.end;
    const endWith = (...rest: unknown[]) =>
      (end as (...args: unknown[]) => Response).apply(res, rest);
    res.end = function endAfterBody(...args: unknown[]) {
      res.end = end;
      if (req.complete || res.getHeader('Connection') === 'close') return endWith(...args);
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        res.write(chunk as Buffer, (typeof encoding === 'string' ? encoding : 'utf8') as 'utf8');
      }
      void drained(req, limits).then((whole) => {
        endWith(() => {
          // Past the limits: the client has had its answer, the rest of its body is not wanted.
          if (!whole) req.socket.destroy();
          callback?.();
        });
      });
      return res;
    } as Response['end'];
    next();
  };
}
