import { createContext, useCallback, useContext } from 'react';
import { sendGraphql, type Operation } from '../lib/graphql-request';

/** Where GraphQL requests go: this site's API, unless a test points elsewhere. */
export const GraphqlEndpointContext = createContext('/graphql');

/** Sends an operation without the Apollo client: its data, or its errors thrown. */
export function useSendGraphql() {
  const endpoint = useContext(GraphqlEndpointContext);
  return useCallback(
    <Data, Variables>(operation: Operation<Data, Variables>, variables?: Variables) =>
      sendGraphql(operation, variables, endpoint),
    [endpoint],
  );
}
