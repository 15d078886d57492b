import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { acceptedEncodings, preferredEncoding } from './http/compressed-copies';
import { routeMatcher } from './http/route-patterns';
import type { HtmlAnswer } from './modules/pages';
import { SERVER_SEGMENTS } from '@lanka-tours/shared/site-routes';

const SERVER_PATHS = new RegExp(`^/(${SERVER_SEGMENTS.join('|')})(/|$)`);

/** Copies the client build compressed ahead (client/build/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Caching = 'immutable' | 'revalidate' | 'short';

/** The pages of a build that renders them on the server (modules/pages). */
interface RenderedSite {
  canonicalPath(pathname: string): string | undefined;
  answer(pathname: string, preview: boolean): Promise<HtmlAnswer>;
}

/**
 * Serves the built client (client/dist), its pages rendered by `site` when the build has a
 * server bundle; else, for a client-only build, from its files:
 * - each prerendered route from its own file (`/about` → about/index.html, `/` → index.html);
 * - the client's other routes (client-routes.json, e.g. /profile) with the app shell, which the
 *   browser renders;
 * - any other address with the prerendered page-not-found screen and status 404;
 * - files as they are; hashed /assets cached for a year. A brotli or gzip copy made by the build
 *   goes to clients that accept it.
 */
export function staticClient(clientDist: string, site?: RenderedSite): Router {
  const router = Router();
  const root = path.resolve(clientDist);
  let isAppRoute: ((pathname: string) => boolean) | undefined;

  const builtFile = (relative: string): string | undefined => {
    const file = path.join(root, relative);
    return file.startsWith(root + path.sep) && isFile(file) ? file : undefined;
  };

  const appRoute = (pathname: string): boolean => {
    isAppRoute ??= readAppRoutes(builtFile('client-routes.json'));
    return isAppRoute(pathname);
  };

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = decodedPath(req.path);
    if (pathname === undefined || SERVER_PATHS.test(pathname)) return next();
    // Nothing hidden (.vite/), no backslash (a browser reads it as a slash, and '/\host' as
    // another site), no source map (the whole source, kept for whoever reads an error report),
    // and no page file by its own name: pages have one address each.
    if (/\/\.|\\|\.map$/.test(pathname)) return next();

    const asset = pathname.endsWith('.html') ? undefined : builtFile(pathname);
    if (asset) {
      return send(req, res, root, asset, pathname.startsWith('/assets/') ? 'immutable' : 'short');
    }

    // One address per page.
    const query = req.originalUrl.slice(req.path.length);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Rebuilt from its segments: '//host/' must not become '//host'.
      return res.redirect(301, `/${pathname.split('/').filter(Boolean).join('/')}${query}`);
    }
    const canonical = site?.canonicalPath(pathname);
    if (canonical) return res.redirect(301, `${canonical}${query}`);
    if (site)
      return sendPage(req, res, await site.answer(pathname, req.query.preview !== undefined));
    const shell = builtFile('spa-fallback.html') ?? builtFile('index.html');
    const prerendered = builtFile(pathname === '/' ? 'index.html' : `${pathname}/index.html`);
    if (prerendered) return send(req, res, root, prerendered, 'revalidate');
    if (shell && appRoute(pathname)) return send(req, res, root, shell, 'revalidate');
    const notFound = builtFile('404.html');
    if (notFound) return send(req, res.status(404), root, notFound, 'revalidate');
    // A build without prerendered pages: the browser tells the routes apart.
    return shell ? send(req, res, root, shell, 'revalidate') : next();
  });
  return router;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    // Missing, or a path through a file (about/index.html/index.html).
    return false;
  }
}

function decodedPath(requestPath: string): string | undefined {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}

/** The client's routes that the browser renders, from the build's list of them. */
function readAppRoutes(file: string | undefined): (pathname: string) => boolean {
  return routeMatcher(file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : []);
}

function send(req: Request, res: Response, root: string, file: string, caching: Caching): void {
  const accepted = acceptedEncodings(req);
  const compressed = PRECOMPRESSED.find(
    ({ encoding, suffix }) => accepted.has(encoding) && fs.existsSync(file + suffix),
  );
  if (compressed || PRECOMPRESSED.some(({ suffix }) => fs.existsSync(file + suffix))) {
    res.vary('Accept-Encoding');
  }
  if (caching === 'revalidate') res.setHeader('Cache-Control', 'no-cache');
  if (compressed) {
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', compressed.encoding);
  }
  // Relative to the build folder: the dotfile rule then applies to the request, not to where the
  // build lives.
  res.sendFile(path.relative(root, compressed ? file + compressed.suffix : file), {
    root,
    dotfiles: 'deny',
    cacheControl: caching !== 'revalidate',
    maxAge: caching === 'immutable' ? '1y' : '1h',
    immutable: caching === 'immutable',
  });
}

/** A rendered page: revalidated on each visit (ETag, 304), compressed when the client accepts. */
function sendPage(req: Request, res: Response, { status, page }: HtmlAnswer): void {
  res.status(status).type('html');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', page.etag);
  res.vary('Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  if (!encoding) {
    res.send(page.html);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : page.encoded(encoding));
}
