import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  ExecuteGraphql,
  RenderedParts,
  RenderOptions,
  ShellState,
} from '@lanka-tours/shared/page-rendering';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';

/** What client/src/entry-server.tsx exports, as built into client/dist-ssr/entry-server.js. */
export interface ServerBundle {
  /** The public routes rendered on the server; the others get the app shell. */
  PRERENDERED_PATHS: string[];
  /** Where the page-not-found screen renders. */
  NOT_FOUND_PATH: string;
  routePatterns(): string[];
  renderPage(path: string, options: RenderOptions): Promise<RenderedParts>;
  /** What a language's app shell starts from: the layout's published content, its catalogs. */
  shellState(execute: ExecuteGraphql, language: SiteLanguage): Promise<ShellState>;
  sitemap(siteUrl: string, execute: ExecuteGraphql): Promise<string>;
  robots(siteUrl: string): string;
}

/** The client's server build, or undefined when the build has none (a client-only build). */
export async function loadServerBundle(clientDist: string): Promise<ServerBundle | undefined> {
  const file = path.join(path.dirname(clientDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBundle;
}
