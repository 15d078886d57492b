import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient, RENDERED_STATE_ID } from '../lib/apollo-client';
import { AppRoutes } from './router';
import { RouteHead } from './seo/RouteHead';

/** What the server's render of this page read, so the first render in the browser matches it. */
function renderedState(): Record<string, unknown> | undefined {
  const script = document.getElementById(RENDERED_STATE_ID);
  return script?.textContent
    ? (JSON.parse(script.textContent) as Record<string, unknown>)
    : undefined;
}

function browserClient() {
  const client = createApolloClient();
  const state = renderedState();
  if (state) client.cache.restore(state as Parameters<typeof client.cache.restore>[0]);
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
