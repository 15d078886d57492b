import type { Request } from 'express';
import type { Config } from '../config';

/**
 * Apollo's embedded Sandbox (the /graphql landing page outside production) runs in a frame on
 * this origin and sends its queries from there.
 */
const APOLLO_SANDBOX_ORIGIN = 'https://sandbox.embed.apollographql.com';

export interface AllowedOrigins {
  /** Origins whose pages may call /api and /graphql: CORS_ORIGINS and PUBLIC_URL's own. */
  readonly api: ReadonlySet<string>;
  /** The same, plus Apollo's Sandbox where the landing page is served (not in production). */
  readonly graphql: ReadonlySet<string>;
}

export function allowedOrigins(config: Config): AllowedOrigins {
  const api = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  const graphql = new Set(api);
  if (!config.isProduction) graphql.add(APOLLO_SANDBOX_ORIGIN);
  return { api, graphql };
}

/**
 * Where a browser says the request comes from: Origin, else the Referer's origin (browsers leave
 * Origin out of some requests); undefined when neither is sent (curl, servers).
 */
export function requestOrigin(req: Request): string | undefined {
  const { origin, referer } = req.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * A page of this very host: the Vite dev server proxies /api with the browser's Host and Origin
 * (localhost:5173), and a site reached under another name than PUBLIC_URL is still itself.
 */
export function isSameHost(req: Request, origin: string): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
