import type { Request } from 'express';

/** A text field of a JSON or form body; anything that is not a string counts as empty. */
export function bodyText(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** The caller's address; behind a proxy on loopback (trust proxy), the one it forwarded. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
