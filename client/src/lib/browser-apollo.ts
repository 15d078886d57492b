import { ApolloProvider } from '@apollo/client/react';
import type { ApolloKit } from '../data/apollo-kit';
import { createApolloClient } from './apollo-client';

/** The browser's Apollo kit; `changed` runs after each mutation. */
export function browserApolloKit(changed: () => void): ApolloKit {
  return { client: createApolloClient('/graphql', changed), ApolloProvider };
}
