import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AuthProvider } from '../../../client/src/app/session/AuthProvider';
import { createApolloClient } from '../../../client/src/lib/apollo-client';

/** Nothing listens on port 9, so every request fails the way it does when the server is down. */
export const UNREACHABLE_API = 'http://127.0.0.1:9/graphql';

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

/** Renders pages inside the app's real Apollo client, router and auth provider. */
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
  render(
    <ApolloProvider client={createApolloClient(api)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, user };
}

function VisitedPath() {
  return <h1>Page at {useLocation().pathname}</h1>;
}
