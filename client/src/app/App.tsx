import type { NormalizedCacheObject } from '@apollo/client/cache';
import { RENDERED_STATE_ID } from '@shared/page-rendering';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { AppRoutes } from './router';
import { RouteHead } from './seo/RouteHead';

/** The Apollo client, starting from what the server's render of this page read, if anything. */
function browserClient() {
  const client = createApolloClient();
  const rendered = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (rendered) client.cache.restore(JSON.parse(rendered) as NormalizedCacheObject);
  return client;
}

/** The app in the browser; entry-server.tsx renders the same routes on the server. */
export function App() {
  const [client] = useState(browserClient);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <RouteHead>
          <AppRoutes />
        </RouteHead>
      </BrowserRouter>
    </ApolloProvider>
  );
}
