import cors from 'cors';
import type { RequestHandler } from 'express';

/** How long a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin access for pages of the allowed origins only. Another origin's request gets no
 * Access-Control-Allow-Origin, so its page cannot read the answer (and a preflight fails).
 * Sign-in travels as a bearer token, not a cookie, so no credentials are allowed. Every preflight
 * is answered here: an allowed one by `cors`, any other with 204 and no permission.
 */
export function corsPolicy(origins: ReadonlySet<string>): RequestHandler {
  const headers = cors({
    origin: (origin, done) => done(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Idempotency-Key',
      // Apollo's CSRF prevention asks browsers for one of these on GET and multipart requests.
      'Apollo-Require-Preflight',
      'X-Apollo-Operation-Name',
    ],
    exposedHeaders: ['Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  // A plain function rather than a router: it runs in front of every answer of the API, and in
  // front of the answers cached in memory (http/cached-answers), which it must not slow down.
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      // cors passes null, not undefined, when it has nothing to say.
      if (error || req.method !== 'OPTIONS') return next(error);
      res.status(204).end();
    });
}
