import type { Request, RequestHandler } from 'express';
import type { Viewer } from '../common/request-context';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Express types res.locals
  namespace Express {
    interface Locals {
      /** Who is asking: resolved once, before any route runs (see `resolveViewer`). */
      viewer: Viewer;
    }
  }
}

/**
 * Resolves the viewer once per request, before any route, as the GraphQL context does: routes read
 * `res.locals.viewer` and hand it to the service, which decides.
 */
export function resolveViewer(viewerOf: (req: Request) => Promise<Viewer>): RequestHandler {
  return async (req, res, next) => {
    res.locals.viewer = await viewerOf(req);
    next();
  };
}

/** A text field of a JSON or form body; anything that is not a string counts as empty. */
export function bodyText(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** A query parameter given once, as text; none (or a repeated one) is undefined. */
export function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** The caller's address; behind a proxy on loopback (trust proxy), the one it forwarded. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
