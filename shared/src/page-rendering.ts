import type { SiteLanguage } from './site-languages';

// What the server and the client's server bundle (client/src/entry-server.tsx) agree on when a
// page is rendered on the server.

/** The id of the JSON data block whose query results the browser's Apollo cache starts from. */
export const RENDERED_STATE_ID = 'rendered-state';

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

/** The page's queries, answered by the rendering server itself, as a signed-out visitor's. */
export type ExecuteGraphql = (request: GraphqlRequest) => Promise<GraphqlAnswer>;

export interface RenderOptions {
  /** The site's public origin (SITE_URL), for canonical links, social cards and JSON-LD. */
  siteUrl: string;
  execute: ExecuteGraphql;
}

/** What a render gives the page document: the app's markup, its head, its pages and its data. */
export interface RenderedParts {
  /** The app's markup, for the inside of <div id="root">. */
  appHtml: string;
  /** The page's language, for <html lang>. */
  language: SiteLanguage;
  /** False when the page's subject is missing (no tour is booked at its address): it answers 404. */
  found: boolean;
  /** The managed <head> elements: title, description, canonical, social tags, JSON-LD. */
  headHtml: string;
  /** The page modules the route shows and its language's catalogs, as the build manifest names
   * them (`src/...`). */
  pageSources: string[];
  /** What the page's queries read, as JSON safe inside <script>; null when they read nothing. */
  stateJson: string | null;
}

/** What the app shell of a language starts from: its data block and the modules it needs first. */
export interface ShellState {
  stateJson: string;
  pageSources: string[];
}
