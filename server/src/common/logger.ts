import { createHash } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';
import { currentRequest } from '../observability/request-scope';

/**
 * Fields that may carry a secret or an address wherever they appear in a logged object. Bodies
 * and query strings are never logged; this is the net under that rule.
 */
const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'email',
  'answers',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.resetToken',
  '*.email',
  '*.answer',
  '*.answers',
];

/**
 * The one logger: a JSON object per line on stdout. Lines written while a request is served
 * carry its id (reqId) and, once known, the signed-in user (userId). The level starts at info,
 * so start-up problems show before the configuration is read; main sets LOG_LEVEL's.
 */
export const logger: Logger = pino({
  level: 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  mixin() {
    const scope = currentRequest();
    if (!scope) return {};
    return scope.userId ? { reqId: scope.id, userId: scope.userId } : { reqId: scope.id };
  },
});

export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}

/**
 * For the lines that say the process starts, is ready and stops: operators (and the tests, which
 * wait for "Ready on") need them at any level but silent, so they are written at least at info.
 */
export function lifecycleLogger(): Logger {
  const quiet = logger.level === 'silent';
  const verbose = !quiet && logger.levelVal > logger.levels.values.info;
  return logger.child({ component: 'lifecycle' }, verbose ? { level: 'info' } : {});
}

/** Names an address in the log without writing it: the same address always gives the same hash. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}
