import type { RequestHandler } from 'express';

/**
 * Answers of the API depend on who asks (a session, the author's own email, a guide's inbox) or
 * change with every write: no browser, proxy or CDN keeps them.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
