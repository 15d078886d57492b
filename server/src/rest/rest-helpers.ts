import type { ErrorRequestHandler, Request } from 'express';
import { toAppError } from '../common/errors';

/** A text field of a JSON or form body; anything that is not a string counts as empty. */
export function bodyText(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Maps every error through the code table to `{message}` (and `errors` per field) and a status. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL_SERVER_ERROR') console.error('Unexpected REST error:', error);
  res
    .status(appError.status)
    .json({ message: appError.message, ...(appError.fields && { errors: appError.fields }) });
};
