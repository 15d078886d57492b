import type { SitePart } from '../common/read-cache';
import type { PublicReads } from '../http/cached-answers';

/** The REST reads whose answer is the same for every visitor, by their whole path. */
const PUBLIC_PATHS =
  /^\/api\/(?:feedback|tour-albums(?:\/[^/?]+)?|content\/(?:pages\/)?[^/?]+)(?:\?|$)/;

/** The part of the site each of them reads, by the segment after /api. */
const PARTS: Record<string, ReadonlySet<SitePart>> = {
  feedback: new Set(['feedback']),
  'tour-albums': new Set(['albums']),
  content: new Set(['content']),
};

/** The key of a GET of one of them: its address. */
const keyOfAddress = (method: string | undefined, url: string) =>
  method === 'GET' && PUBLIC_PATHS.test(url) ? url : undefined;

/** GETs of the reviews, the albums and the published content, by their address. */
export const publicRestReads: PublicReads = {
  keyOf: (req) => keyOfAddress(req.method, req.originalUrl),
  bodyFirst: () => undefined,
  rawKeyOf: (req) => keyOfAddress(req.method, req.url ?? ''),
  // Asked of a request keyOf named: its path is one of PUBLIC_PATHS.
  partsOf: (req) => PARTS[req.originalUrl.split(/[/?]/, 3)[2]],
  cacheable: () => true,
};
