import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AuthProvider } from '../../../client/src/app/session/AuthProvider';
import { ApolloLoaderContext, type ApolloLoader } from '../../../client/src/data/apollo-kit';
import {
  PageReads,
  readKey,
  type Send,
  type ShippedAnswers,
} from '../../../client/src/data/page-reads';
import { PageReadsContext } from '../../../client/src/data/usePageRead';
import { GraphqlEndpointContext } from '../../../client/src/data/useSendGraphql';
import { createApolloClient } from '../../../client/src/lib/apollo-client';
import { requestGraphql } from '../../../client/src/lib/graphql-request';
import { CONTENT_KIND_NAMES } from '@lanka-tours/shared/content';
import { seedEntries } from '../../support/seed-content';
import { English } from './english';

/** Nothing listens on port 9, so every request fails the way it does when the server is down. */
export const UNREACHABLE_API = 'http://127.0.0.1:9/graphql';

const LANGUAGE = 'en';
/** An English read: no text stands in for a missing translation. */
const view = (entry: ReturnType<typeof seedEntries>[number]) => ({
  __typename: 'ContentDocumentView',
  ...entry,
  englishTexts: [],
});

/** The first published content, as a page rendered by the server ships what its render read. */
function publishedContent(): ShippedAnswers {
  const answers: ShippedAnswers = {};
  for (const kind of CONTENT_KIND_NAMES) {
    answers[readKey('SiteContent', { kind, language: LANGUAGE })] = {
      data: { siteContent: seedEntries(kind).map(view) },
    };
  }
  for (const page of seedEntries('page')) {
    answers[readKey('ContentPage', { slug: page.key, language: LANGUAGE })] = {
      data: { contentPage: view(page) },
    };
  }
  return answers;
}

/**
 * The app's real data layer around `children`, in English: public reads starting from the first published
 * content, and the real Apollo client (given at once, as inside the app's WithApollo), both
 * talking to `api`.
 */
export function AppData({
  api = UNREACHABLE_API,
  children,
}: {
  api?: string;
  children: ReactNode;
}) {
  const [data] = useState(() => {
    const client = createApolloClient(api);
    const kit = Promise.resolve({ client, ApolloProvider });
    const loadApollo: ApolloLoader = () => kit;
    const send: Send = (operation, variables) =>
      requestGraphql(operation, variables, { endpoint: api });
    return { client, loadApollo, reads: new PageReads(send, publishedContent()) };
  });
  return (
    <English>
      <GraphqlEndpointContext value={api}>
        <PageReadsContext value={data.reads}>
          <ApolloLoaderContext value={data.loadApollo}>
            <ApolloProvider client={data.client}>{children}</ApolloProvider>
          </ApolloLoaderContext>
        </PageReadsContext>
      </GraphqlEndpointContext>
    </English>
  );
}

interface RenderRouteOptions {
  /** The page under test, keyed by its path; other paths render a heading naming the path. */
  pages: Record<string, ReactElement>;
  /** Where the visitor starts. */
  path: string;
  /** Navigation state handed to the first page, as another page would with navigate(). */
  state?: unknown;
  /** The query of the first address, e.g. `?notice=…`. */
  search?: string;
  /** Where GraphQL goes; by default nowhere (the server is down). */
  api?: string;
}

/** Renders pages inside the app's real data layer (with the content), router and auth provider. */
export function renderRoute({
  pages,
  path,
  state,
  search,
  api = UNREACHABLE_API,
}: RenderRouteOptions) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          ...Object.entries(pages).map(([pagePath, element]) => ({ path: pagePath, element })),
          { path: '*', element: <VisitedPath /> },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, search, state }] },
  );
  const user = userEvent.setup();
  const { unmount } = render(
    <AppData api={api}>
      <RouterProvider router={router} />
    </AppData>,
  );
  return { router, user, unmount };
}

function VisitedPath() {
  return <h1>Page at {useLocation().pathname}</h1>;
}
