/**
 * The server's side of the app (built with `vite build --ssr`, loaded by the server's page
 * renderer): renders a route to HTML the way the browser will hydrate it, with the data its
 * queries read, and writes the head, the structured data, the sitemap and robots.txt for it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ExecuteGraphql, RenderedParts, RenderOptions } from '@shared/page-rendering';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageSources, preloadPages, routePatterns } from './app/router';
import { robotsTxt, sitemapXml } from './app/seo/crawl-files';
import { headHtml, scriptJson } from './app/seo/head-html';
import { headTags } from './app/seo/head-tags';
import { pageStructuredData } from './app/seo/page-structured-data';
import { NOT_FOUND_META, PRERENDERED_PATHS, type PrerenderedPath } from './app/seo/route-meta';
import { SEARCH_CONTENT } from './app/seo/search-content';

export { PRERENDERED_PATHS, routePatterns };

/** An Apollo client whose queries the server answers in-process, as a signed-out visitor. */
function renderingClient(execute: ExecuteGraphql): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** A page still waiting after this long is waiting on something that never comes. */
const RENDER_TIMEOUT_MS = 15_000;

/** Where the page-not-found screen is rendered: any path that no route claims. */
export const NOT_FOUND_PATH = '/page-not-found';

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Renders the signed-out view of `path`, every lazy part loaded and every query answered, as the
 * browser will hydrate it.
 */
export async function renderPage(path: string, options: RenderOptions): Promise<RenderedParts> {
  await preloadPages(path);
  const client = renderingClient(options.execute);
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  let errors: unknown[] = [];
  const { result: appHtml } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </ApolloProvider>
    ),
    signal,
    renderFunction: async (tree) => {
      // Each pass renders anew; only the last one's failures are the page's.
      errors = [];
      const { prelude } = await prerenderToNodeStream(tree, {
        signal,
        // Never outline a large part for a script to put in place: the page must read without one.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      });
      return readAll(prelude);
    },
  });
  // A part that failed would be left for the browser to render: that is no rendered page.
  if (errors.length) throw new AggregateError(errors, `Rendering ${path} failed`);
  const prerendered = (PRERENDERED_PATHS as string[]).includes(path);
  const state = client.cache.extract() as Record<string, unknown>;
  return {
    appHtml,
    headHtml: headHtml(
      headTags(path, options.siteUrl, path === NOT_FOUND_PATH ? NOT_FOUND_META : undefined),
      prerendered
        ? pageStructuredData(path as PrerenderedPath, SEARCH_CONTENT, options.siteUrl)
        : null,
    ),
    pageSources: pageSources(path),
    stateJson: Object.keys(state).length ? scriptJson(state) : null,
  };
}

export const sitemap = (siteUrl: string) => sitemapXml(SEARCH_CONTENT, siteUrl);
export const robots = (siteUrl: string) => robotsTxt(siteUrl);
