import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { AppRoutes } from './router';
import { RouteHead } from './seo/RouteHead';

/** The app in the browser; entry-server.tsx renders the same routes for the prerendered pages. */
export function App() {
  const [client] = useState(createApolloClient);
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
