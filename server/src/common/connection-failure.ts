import { logger } from './logger';

/**
 * Failures that say the database cannot be reached (it is down, restarting, or cut our
 * connection), as opposed to a query it refused. Requests meeting one are answered 503.
 */

/** SQLSTATEs of a server shutting down or starting up; class 08 is connection exceptions. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a lost or never-made connection by message only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  /** TypeORM's QueryFailedError keeps the driver's error here. */
  driverError?: unknown;
  cause?: unknown;
  /** An AggregateError: one failure per address tried (IPv4 and IPv6, say). */
  errors?: unknown;
}

export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause, errors } = error as MaybeDriverError;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((part) => isConnectionFailure(part, depth + 1));
}

const WARNING_INTERVAL_MS = 30_000;
let lastWarningAt = -Infinity;

/**
 * One line, at most every 30 s: an outage fails every request and drops every pooled
 * connection, and a stack trace per failure would bury the log.
 */
export function warnDatabaseUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastWarningAt < WARNING_INTERVAL_MS) return;
  lastWarningAt = now;
  const { code, message } = (error ?? {}) as MaybeDriverError;
  const detail = [code, message].filter((part) => typeof part === 'string' && part).join(' ');
  logger.warn(`Database unavailable (${detail || 'no detail'}): answering 503 until it is back`);
}
