import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { languageBase, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { RENDERED_STATE_ID } from '@lanka-tours/shared/page-rendering';
import { BrowserRouter } from 'react-router-dom';
import { PageReads, type ShippedAnswers } from '../data/page-reads';
import { PageReadsContext } from '../data/usePageRead';
import { requestGraphql } from '../lib/graphql-request';
import { ApolloLoaderContext, type ApolloLoader } from '../data/apollo-kit';
import { AppRoutes } from './router';
import { RouteHead } from './seo/RouteHead';

/** What the browser starts from: the answers the server's render of this page read, if any. */
export interface BrowserData {
  reads: PageReads;
  loadApollo: ApolloLoader;
  /** The translator of the page's language, its catalogs loaded. */
  i18n: I18n;
}

const isPreview = (variables: unknown) =>
  typeof variables === 'object' && variables !== null && 'preview' in variables;

export function browserData(i18n: I18n): BrowserData {
  const shipped = document.getElementById(RENDERED_STATE_ID)?.textContent;
  // Only a guide's preview reads need the session: the rest are anyone's.
  const reads = new PageReads(
    (operation, variables) =>
      requestGraphql(operation, variables, { session: isPreview(variables) }),
    shipped ? (JSON.parse(shipped) as ShippedAnswers) : {},
  );
  const loadApollo: ApolloLoader = () =>
    import('../lib/browser-apollo').then(({ browserApolloKit }) =>
      browserApolloKit(() => reads.outdate()),
    );
  return { reads, loadApollo, i18n };
}

/**
 * The app in the browser; entry-server.tsx renders the same routes on the server. Each language's
 * pages live under its prefix (`/de/about`), the router's base, so the app's own links stay in
 * the page's language; the language switcher loads the other language's page anew. Its data is
 * made before React starts: where the page did not bring the layout's content (a guide's preview,
 * the development server), the app waits for it above every boundary, and React keeps no state
 * of a first render that waited.
 */
export function App({ data }: { data: BrowserData }) {
  return (
    <I18nProvider i18n={data.i18n}>
      <PageReadsContext value={data.reads}>
        <ApolloLoaderContext value={data.loadApollo}>
          <BrowserRouter basename={languageBase(data.i18n.locale as SiteLanguage)}>
            <RouteHead>
              <AppRoutes />
            </RouteHead>
          </BrowserRouter>
        </ApolloLoaderContext>
      </PageReadsContext>
    </I18nProvider>
  );
}
