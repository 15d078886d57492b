import type { ErrorRequestHandler, Request } from 'express';
import { AppError } from '../common/errors';

/** A text field of a JSON or form body; anything that is not a string counts as empty. */
export function bodyText(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** The caller's address; behind a proxy on loopback (trust proxy), the one it forwarded. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Express refuses a path parameter that is not valid percent-encoding (`%c0%af`) with a bare
 * URIError, which would otherwise be answered as a server fault: such an address names nothing.
 * Mounted last in a router whose routes take parameters.
 */
export const undecodablePath: ErrorRequestHandler = (error, _req, _res, next) => {
  next(error instanceof URIError ? new AppError('NOT_FOUND') : error);
};
