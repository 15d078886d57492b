import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphqlAnswer } from '@lanka-tours/shared/page-rendering';
import type { TypedDocumentString } from '../graphql/requests.generated';
import { browserPageLanguage } from './page-language';
import { fetchWithTimeout } from './request-timeout';
import { endRejectedSession } from './session-rejected';
import { getToken } from './session-storage';

/** A GraphQL operation whose text is a plain string, with its result and variables types. */
export type Operation<Data, Variables> = TypedDocumentString<Data, Variables>;

/** The operation's name, e.g. 'SiteContent', as its text declares it. */
export function operationName(operation: { toString(): string }): string {
  const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(String(operation))?.[1];
  if (!name) throw new Error('A GraphQL operation without a name');
  return name;
}

/**
 * Sends one operation to the API without the Apollo client, which most first visits never need:
 * what public pages read, and the booking form. With `session`, a signed-in caller sends it, as
 * through the client, and an answer that the server rejected it ends it the same way; without,
 * the request is anyone's, and the server may answer it from its shared copy.
 */
export async function requestGraphql<Data, Variables>(
  operation: Operation<Data, Variables>,
  variables?: Variables,
  { session = true, endpoint = '/graphql' } = {},
): Promise<GraphqlAnswer> {
  const token = session ? getToken() : null;
  const response = await fetchWithTimeout(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': browserPageLanguage(),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({
      query: String(operation),
      variables,
      operationName: operationName(operation),
    }),
  });
  const answer = (await response.json()) as GraphqlAnswer;
  endRejectedSession(answer.errors);
  return answer;
}

/** The operation's data; its errors thrown as the Apollo client throws them. */
export async function sendGraphql<Data, Variables>(
  operation: Operation<Data, Variables>,
  variables?: Variables,
  endpoint?: string,
): Promise<Data> {
  const answer = await requestGraphql(operation, variables, { endpoint });
  if (answer.errors?.length) throw new CombinedGraphQLErrors(answer);
  if (!answer.data) throw new Error('The server answered without data');
  return answer.data as Data;
}
