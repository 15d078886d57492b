/**
 * The prerenderer's side of the app (built with `vite build --ssr`, run by scripts/prerender.mjs):
 * renders a route to HTML the way the browser will hydrate it, and writes the head, the
 * structured data, the sitemap and robots.txt for it.
 */
import { ApolloProvider } from '@apollo/client/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageSources, preloadPages, routePatterns } from './app/router';
import { robotsTxt, sitemapXml } from './app/seo/crawl-files';
import { headHtml } from './app/seo/head-html';
import { headTags } from './app/seo/head-tags';
import { pageStructuredData } from './app/seo/page-structured-data';
import { NOT_FOUND_META, PRERENDERED_PATHS, type PrerenderedPath } from './app/seo/route-meta';
import { SEARCH_CONTENT } from './app/seo/search-content';
import { SITE_URL } from './app/seo/site-url';
import { createApolloClient } from './lib/apollo-client';

export { PRERENDERED_PATHS, SITE_URL, routePatterns };

/** A page still waiting after this long is waiting on something that never comes. */
const RENDER_TIMEOUT_MS = 15_000;

/** Where the page-not-found screen is rendered: any path that no route claims. */
export const NOT_FOUND_PATH = '/page-not-found';

export interface RenderedPage {
  /** The app's markup, for the inside of <div id="root">. */
  appHtml: string;
  /** The managed <head> elements: title, description, canonical, social tags, JSON-LD. */
  headHtml: string;
  /** The page modules the route shows, as the build manifest names them (`src/...`). */
  pageSources: string[];
}

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** Renders the signed-out view of `path`, every lazy part loaded, as the browser will hydrate it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadPages(path);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ApolloProvider client={createApolloClient()}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </ApolloProvider>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Never outline a large part for a script to put in place: the page must read without one.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const appHtml = await readAll(prelude);
  // A part that failed would be left for the browser to render: that is no prerendered page.
  if (errors.length) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const prerendered = (PRERENDERED_PATHS as string[]).includes(path);
  return {
    appHtml,
    headHtml: headHtml(
      headTags(path, SITE_URL, path === NOT_FOUND_PATH ? NOT_FOUND_META : undefined),
      prerendered ? pageStructuredData(path as PrerenderedPath, SEARCH_CONTENT, SITE_URL) : null,
    ),
    pageSources: pageSources(path),
  };
}

export const sitemap = () => sitemapXml(SEARCH_CONTENT, SITE_URL);
export const robots = () => robotsTxt(SITE_URL);
