import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { createAppRouter } from './router';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
