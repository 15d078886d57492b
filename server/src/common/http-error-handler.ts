import type { ErrorRequestHandler } from 'express';
import { AppError, logFailure, toAppError, type ErrorCode } from './errors';

/** body-parser's refusals, by the `type` it gives them. */
const BODY_PARSER_CODES: Partial<Record<string, ErrorCode>> = {
  'entity.parse.failed': 'INVALID_JSON',
  'entity.too.large': 'REQUEST_TOO_LARGE',
  'parameters.too.many': 'REQUEST_TOO_LARGE',
  'charset.unsupported': 'UNSUPPORTED_BODY_ENCODING',
  'encoding.unsupported': 'UNSUPPORTED_BODY_ENCODING',
  'request.aborted': 'MALFORMED_REQUEST',
  'request.size.invalid': 'MALFORMED_REQUEST',
};

/** An error made with http-errors (body-parser, send): `expose` marks the client's fault. */
interface HttpError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
}

/** Any failure outside GraphQL, as an entry of the error table. */
function httpFailure(error: unknown): AppError {
  const { type, status, expose } = (error ?? {}) as HttpError;
  const parserCode = typeof type === 'string' ? BODY_PARSER_CODES[type] : undefined;
  if (parserCode) return new AppError(parserCode);
  // Express refuses a path parameter that is not valid percent-encoding (`%c0%af`) with a bare
  // URIError: such an address names nothing, and is no fault of the server.
  if (error instanceof URIError) return new AppError('NOT_FOUND');
  if (expose === true && typeof status === 'number' && status < 500) {
    return new AppError(status === 404 ? 'NOT_FOUND' : 'MALFORMED_REQUEST');
  }
  return toAppError(error);
}

/**
 * The last stop of every HTTP error outside GraphQL's own handling: each becomes its entry of the
 * error table, answered as `{message}` (and `errors` per field) with its status; nothing internal
 * leaks.
 */
export const httpErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const appError = httpFailure(error);
  logFailure('HTTP', error, appError);
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', appError.retryAfterSeconds);
  res.status(appError.status).json({
    ...(appError.reason && { status: appError.reason }),
    message: appError.localizedMessage,
    ...(appError.fields && { errors: appError.localizedFields }),
  });
};
