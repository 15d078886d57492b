import type { ErrorRequestHandler } from 'express';
import { AppError, logFailure, toAppError } from './errors';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The last stop of every HTTP error outside GraphQL's own handling: body-parser failures and
 * AppErrors become `{message}` (and `errors` per field) with their status; nothing internal leaks.
 */
export const httpErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  // Express refuses a path parameter that is not valid percent-encoding (`%c0%af`) with a bare
  // URIError: such an address names nothing, and is no fault of the server.
  const appError = error instanceof URIError ? new AppError('NOT_FOUND') : toAppError(error);
  logFailure('HTTP', error, appError);
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', appError.retryAfterSeconds);
  res.status(appError.status).json({
    ...(appError.reason && { status: appError.reason }),
    message: appError.message,
    ...(appError.fields && { errors: appError.fields }),
  });
};
