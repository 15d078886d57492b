/**
 * The server's side of the app (built with `vite build --ssr`, loaded by the server's page
 * renderer): renders a route to HTML the way the browser will hydrate it, with the data its
 * queries read, and writes the head, the structured data, the sitemap and robots.txt for it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import type {
  ExecuteGraphql,
  RenderedParts,
  RenderOptions,
  ShellState,
} from '@lanka-tours/shared/page-rendering';
import {
  DEFAULT_SITE_LANGUAGE,
  languageBase,
  languageOfPath,
  pathWithoutLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router-dom';
import { ApolloLoaderContext, type ApolloLoader } from './data/apollo-kit';
import { AppRoutes, pageCatalogs, pageSources, preloadPages, routePatterns } from './app/router';
import { robotsTxt, sitemapXml } from './app/seo/crawl-files';
import { headHtml, scriptJson } from './app/seo/head-html';
import { headTags } from './app/seo/head-tags';
import { pageStructuredData } from './app/seo/page-structured-data';
import { loadRouteHeadI18n } from './app/seo/route-head-i18n';
import { NOT_FOUND_META, PRERENDERED_PATHS, type PrerenderedPath } from './app/seo/route-meta';
import { searchContent } from './app/seo/search-content';
import { tourPageHead } from './app/seo/tour-head';
import {
  loadBrand,
  publishedDocuments,
  renderedBrand,
  renderedDocuments,
} from './content/published-reads';
import { PageReads } from './data/page-reads';
import { PageReadsContext } from './data/usePageRead';
import { HomeReviewsDocument, type HomeReviewsQuery } from './graphql/generated';
import { operationName } from './lib/graphql-request';
import { catalogSources, loadI18n } from './lib/i18n';

export { PRERENDERED_PATHS, routePatterns };

/**
 * The reviews Home shows, for its structured data; none when they cannot be read (the render is
 * then not cached, and the next one reads them).
 */
async function homeReviews(execute: ExecuteGraphql): Promise<HomeReviewsQuery | null> {
  const answer = await execute({
    query: print(HomeReviewsDocument),
    operationName: 'HomeReviews',
  });
  return (answer.data as HomeReviewsQuery | undefined) ?? null;
}

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

/** The public reads of one render, answered by the server in-process. */
function renderingReads(execute: ExecuteGraphql): PageReads {
  return new PageReads((operation, variables) =>
    execute({
      query: String(operation),
      variables: variables as Record<string, unknown> | undefined,
      operationName: operationName(operation),
    }),
  );
}

/** A page still waiting after this long is waiting on something that never comes. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Where the page-not-found screen is rendered (under each language's prefix): any path that no
 * route claims.
 */
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
  const language = languageOfPath(path);
  const pagePath = pathWithoutLanguage(path);
  const [i18n, headI18n] = await Promise.all([
    loadI18n(language),
    loadRouteHeadI18n(language),
    preloadPages(path),
  ]);
  const reads = renderingReads(options.execute);
  const kit = { client: renderingClient(options.execute), ApolloProvider };
  const loadApollo: ApolloLoader = () => Promise.resolve(kit);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <PageReadsContext value={reads}>
        <ApolloLoaderContext value={loadApollo}>
          <StaticRouter basename={languageBase(language)} location={path}>
            <AppRoutes />
          </StaticRouter>
        </ApolloLoaderContext>
      </PageReadsContext>
    </I18nProvider>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Never outline a large part for a script to put in place: the page must read without one.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const appHtml = await readAll(prelude);
  // A part that failed would be left for the browser to render: that is no rendered page.
  if (errors.length) throw new AggregateError(errors, `Rendering ${path} failed`);
  const prerendered = (PRERENDERED_PATHS as string[]).includes(pagePath);
  const state = reads.shipped();
  const brand = renderedBrand(reads, language);
  const plans = renderedDocuments(reads, 'dayPlan', language);
  // What the page shows is what it read; what it does not show, it does not describe.
  const content = searchContent({
    dayPlans: plans,
    destinations: renderedDocuments(reads, 'destination', language),
    faqItems: renderedDocuments(reads, 'faqItem', language),
  });
  const meta = pagePath === NOT_FOUND_PATH ? NOT_FOUND_META : undefined;
  const reviews = pagePath === '/' ? await homeReviews(options.execute) : null;
  const tourHead = tourPageHead(pagePath, plans, brand, options.siteUrl, headI18n);
  return {
    appHtml,
    language,
    found: tourHead?.found ?? true,
    headHtml:
      tourHead?.headHtml ??
      headHtml(
        headTags(pagePath, options.siteUrl, brand, headI18n, meta),
        prerendered
          ? pageStructuredData(
              pagePath as PrerenderedPath,
              content,
              brand,
              options.siteUrl,
              headI18n,
              reviews,
            )
          : null,
      ),
    pageSources: [...pageSources(path), ...catalogSources(language, pageCatalogs(path))],
    stateJson: Object.keys(state).length ? scriptJson(state) : null,
  };
}

/**
 * What the app shell of a language ships for the browser's first render: the layout's published
 * brand, and the language's catalogs for the page to fetch ahead.
 */
export async function shellState(
  execute: ExecuteGraphql,
  language: SiteLanguage,
): Promise<ShellState> {
  const reads = renderingReads(execute);
  await loadBrand(reads, language);
  return { stateJson: scriptJson(reads.shipped()), pageSources: catalogSources(language, []) };
}

export async function sitemap(siteUrl: string, execute: ExecuteGraphql): Promise<string> {
  const reads = renderingReads(execute);
  const [dayPlans, destinations] = await Promise.all([
    publishedDocuments(reads, 'dayPlan', DEFAULT_SITE_LANGUAGE),
    publishedDocuments(reads, 'destination', DEFAULT_SITE_LANGUAGE),
  ]);
  return sitemapXml(searchContent({ dayPlans, destinations, faqItems: [] }), siteUrl);
}
export const robots = (siteUrl: string) => robotsTxt(siteUrl);
