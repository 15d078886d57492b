import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageParts } from './page-document';

/** A GraphQL request of the page being rendered, and its answer. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}
export type ExecuteGraphql = (request: GraphqlRequest) => Promise<GraphqlAnswer>;

/** What client/src/entry-server.tsx exports, as built into client/dist-ssr/entry-server.js. */
export interface ServerBundle {
  /** The public routes rendered on the server; the others get the app shell. */
  PRERENDERED_PATHS: string[];
  /** Where the page-not-found screen renders. */
  NOT_FOUND_PATH: string;
  /** The id of the JSON block the browser's cache starts from. */
  RENDERED_STATE_ID: string;
  routePatterns(): string[];
  renderPage(
    path: string,
    options: { siteUrl: string; execute: ExecuteGraphql },
  ): Promise<PageParts>;
  sitemap(siteUrl: string): string;
  robots(siteUrl: string): string;
}

/** The client's server build, or undefined when the build has none (a client-only build). */
export async function loadServerBundle(clientDist: string): Promise<ServerBundle | undefined> {
  const file = path.join(path.dirname(clientDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBundle;
}
