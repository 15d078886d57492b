import type { RequestHandler } from 'express';
import { AppError } from '../common/errors';
import { isSameHost, requestOrigin } from './allowed-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bodies a plain HTML form on any site can send without a preflight. The API reads JSON (and
 * multipart for uploads), so refusing these closes the form-post route to it.
 */
const FORM_BODIES = ['application/x-www-form-urlencoded', 'text/plain'];

/**
 * CSRF defence of the REST API (GraphQL has Apollo's csrfPrevention): a changing request that a
 * browser says comes from a page of another origin is refused, and so is a form-encoded or plain
 * text body. Without Origin or Referer the request does not come from a browser page (curl, a
 * server), which cannot ride on a visitor's session, so it passes.
 */
export function crossSiteGuard(origins: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = requestOrigin(req);
    if (origin !== undefined && !origins.has(origin) && !isSameHost(req, origin)) {
      // The body is not wanted: read and drop it, so the answer reaches a client still sending.
      req.resume();
      return next(new AppError('CROSS_SITE_REQUEST'));
    }
    if (req.is(FORM_BODIES)) {
      req.resume();
      return next(new AppError('UNSUPPORTED_CONTENT_TYPE'));
    }
    next();
  };
}
