import type { RequestHandler } from 'express';
import { AppError } from '../common/errors';
import { hasControlCharacters } from '../common/control-characters';

function decoded(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

/**
 * An API address whose path or query holds a control character (`/api/content/pages/%00`) names
 * nothing: it is refused before any route reads it, so no id, slug or key of one reaches SQL. An
 * address that cannot be decoded is left to the routes, which refuse it their way.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const url = decoded(req.originalUrl);
  next(
    url !== undefined && hasControlCharacters(url) ? new AppError('CONTROL_CHARACTERS') : undefined,
  );
};
