import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { logger } from '../common/logger';
import { isLocalRequest } from '../http/local-request';
import { languageFromHeader } from '../common/accept-language';
import { runInRequestScope, wasCached, type RequestScope } from '../common/request-scope';

/** Receives every finished request, by route pattern (see routeOf). */
export interface RequestObserver {
  observe(method: string, route: string, status: number, seconds: number): void;
}

/** A caller's id is kept when it is a plain token; anything else is replaced, never echoed. */
const ACCEPTED_ID = /^[\w.:-]{8,100}$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const DENIED = new Set([401, 403, 429]);
/** Polled by load balancers and scrapers, or served by the thousand: only worth a debug line. */
const ROUTINE_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '(static)']);
/** A segment this long may be a secret (a reset token in /reset-password/…); UUIDs are ids. */
const SECRET_LIKE = /^(?!(?:[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$).{24,}$/i;

/** An Express request, or one answered before Express (its url is then the original one). */
type AnyRequest = IncomingMessage & Partial<Pick<Request, 'originalUrl' | 'route'>>;

/**
 * The route pattern, never the raw path, so metrics stay bounded and no token in a path is kept:
 * `/api/auth/reset-password/:token`. Routers restore req.baseUrl when they pass an error on, so
 * the mount prefix is taken from the path's leading segments, as many as the pattern leaves.
 * Without a route: `/graphql`, a cached public answer of the REST API `(kept)`, a file or page of
 * the client `(static)`, else `(unmatched)`.
 */
function routeOf(req: AnyRequest, res: ServerResponse, status: number): string {
  const path = (req.originalUrl ?? req.url ?? '').split('?', 1)[0];
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === 'string') {
    const segments = path.split('/').filter(Boolean);
    const tail = route.path.split('/').filter(Boolean);
    const prefix = segments.slice(0, Math.max(0, segments.length - tail.length));
    return `/${[...prefix.map((segment) => segment.toLowerCase()), ...tail].join('/')}`;
  }
  if (/^\/graphql(\/|$)/i.test(path)) return '/graphql';
  // Answered from memory before the router ran (http/cached-answers).
  if (wasCached(res)) return '(kept)';
  const served = status < 400 && (req.method === 'GET' || req.method === 'HEAD');
  return served ? '(static)' : '(unmatched)';
}

/** The path for a line without a route pattern, with secret-like segments masked. */
function maskedPath(req: AnyRequest): string {
  return (req.originalUrl ?? req.url ?? '')
    .split('?', 1)[0]
    .split('/')
    .map((segment) => (SECRET_LIKE.test(segment) ? ':masked' : segment))
    .join('/');
}

function outcome(status: number, scope: RequestScope) {
  const statuses = [status, ...scope.errors.map((error) => error.status)];
  if (statuses.some((code) => code >= 500)) return { level: 'error', event: 'request.failed' };
  if (statuses.some((code) => DENIED.has(code)) || scope.tokenRefused) {
    return { level: 'warn', event: 'request.denied' };
  }
  return undefined;
}

function logLine(req: AnyRequest, res: ServerResponse, scope: RequestScope, seconds: number) {
  const status = res.statusCode;
  const route = routeOf(req, res, status);
  const notable = outcome(status, scope);
  const level = notable?.level ?? (ROUTINE_ROUTES.has(route) ? 'debug' : 'info');
  const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
  logger[level as 'info'](
    {
      ...(notable && { event: notable.event }),
      reqId: scope.id,
      ...(scope.userId && { userId: scope.userId }),
      method,
      route,
      ...(route.startsWith('(') && { path: maskedPath(req) }),
      ...(scope.operation && { operation: scope.operation }),
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(scope.errors.length > 0 && { errors: scope.errors.map((error) => error.code) }),
      ...(scope.tokenRefused && { tokenRefused: true }),
      ...(!res.writableFinished && { aborted: true }),
    },
    `${method} ${route} ${status}`,
  );
  return { method, route, status };
}

/**
 * Starts a request's record: its id (the caller's X-Request-Id when sane, else a new one, for the
 * caller to echo), and its log line and metrics when it ends. For the requests answered before
 * Express (http/cached-answers) as for the others.
 */
export function recordRequest(
  req: IncomingMessage,
  res: ServerResponse,
  observer?: RequestObserver,
): RequestScope {
  const started = process.hrtime.bigint();
  const incoming = req.headers['x-request-id'];
  const scope: RequestScope = {
    id: typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID(),
    local: isLocalRequest(req),
    errors: [],
    // Every message the request is answered with, and the emails it causes, follow it.
    language: languageFromHeader(req.headers['accept-language']),
  };
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { method, route, status } = logLine(req, res, scope, seconds);
    observer?.observe(method, route, status, seconds);
  });
  return scope;
}

/**
 * One log line per request, written when it ends: its id (the caller's X-Request-Id when sane,
 * else a new one, echoed in the response), the signed-in user, method, route, status and time.
 * Denials (401, 403, 429, a refused token) are warnings, failures (5xx) errors, each with an event.
 */
export function requestLog(observer?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const scope = recordRequest(req, res, observer);
    res.setHeader('X-Request-Id', scope.id);
    runInRequestScope(scope, next);
  };
}
