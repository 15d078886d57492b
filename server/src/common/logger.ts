import { createHash } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';
import { readableLine } from './readable-log';
import { currentRequest } from './request-scope';

const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'resetToken',
  'email',
  'answers',
];

/**
 * Fields that may carry a secret or an address, at the top of a logged object, in headers or in
 * a request's input. Bodies and query strings are never logged; this is the net under that rule.
 * Paths are spelled out: pino's wildcards cost several times more on every line.
 */
const REDACTED_PATHS = [
  ...SECRET_KEYS,
  'authorization',
  'cookie',
  ...['headers', 'req.headers'].flatMap((at) => [`${at}.authorization`, `${at}.cookie`]),
  ...['input', 'body', 'variables'].flatMap((at) => SECRET_KEYS.map((key) => `${at}.${key}`)),
];

const stdout = pino.destination();
let format: ((json: string) => string) | undefined;

/**
 * The one logger: a JSON object per line on stdout (at a terminal, see useReadableLines). Lines
 * written while a request is served carry its id (reqId) and, once known, the signed-in user
 * (userId). The level starts at info, so start-up problems show before the configuration is
 * read; main sets LOG_LEVEL's.
 */
export const logger: Logger = pino(
  {
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
      const scope = currentRequest();
      if (!scope) return {};
      return scope.userId ? { reqId: scope.id, userId: scope.userId } : { reqId: scope.id };
    },
  },
  { write: (json: string) => stdout.write(format ? format(json) : json) },
);

/**
 * For a person at a terminal: lines of time, level and message instead of JSON. Main asks for it
 * outside production when stdout is a terminal; log collectors and the tests read pipes.
 */
export function useReadableLines(): void {
  format = readableLine;
}

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
