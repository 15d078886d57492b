import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from '../common/errors';

/** Headers a proxy, a tunnel or a load balancer adds: such a request comes from elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

const LOOPBACK = /^(?:127\.|::ffff:127\.|::1$)/;

/**
 * Whether the caller sits at this machine: a loopback connection that no proxy forwarded. Only
 * such a caller gets the development aids (mail previews, the Sandbox, introspection, open
 * metrics), so a server that other machines reach hands them to nobody else.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** The Apollo Sandbox, the page a browser gets at /graphql outside production, is one of them. */
export const sandboxForLocalOnly: RequestHandler = (req, _res, next) => {
  const wantsPage =
    req.method === 'GET' && req.accepts(['application/json', 'text/html']) === 'text/html';
  next(wantsPage && !isLocalRequest(req) ? new AppError('NOT_FOUND') : undefined);
};

/** Answers anyone but a local caller as if the path did not exist. */
export const localOnly: RequestHandler = (req, _res, next) => {
  next(isLocalRequest(req) ? undefined : new AppError('NOT_FOUND'));
};
