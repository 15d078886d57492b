import type { ReactNode } from 'react';
import { useApolloKit } from './apollo-kit';

/**
 * Gives its children the Apollo client, loading it first if no part has yet: pages and parts
 * that change data or show a member's own sit inside one; public reads do not need it.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const { client, ApolloProvider } = useApolloKit();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
