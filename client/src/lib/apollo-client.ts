import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { finalize, Observable, type Subscription } from 'rxjs';
import { hasFiles } from './files-in-variables';
import { browserPageLanguage } from './page-language';
import { fetchWithTimeout } from './request-timeout';
import { endRejectedSession } from './session-rejected';
import { getToken } from './session-storage';

/** Photos take longer than the other calls on a slow connection. */
const UPLOAD_TIMEOUT_MS = 120000;

const authLink = new SetContextLink((previous) => {
  const token = getToken();
  return token
    ? { headers: { ...previous.headers, Authorization: `Bearer ${token}` } }
    : { headers: previous.headers };
});

/** The server has rejected the session: forget the token; the auth state follows. */
const signOutLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) endRejectedSession(error.errors);
});

/** The multipart link loads with the first upload: most visits never send a file. */
function uploadLinkOnDemand(uri: string): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        loaded ??= import('./upload-link').then(({ createUploadLink }) =>
          createUploadLink({ uri, timeoutMs: UPLOAD_TIMEOUT_MS }),
        );
        loaded.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/** Calls `changed` once each mutation has been answered: what public pages read may differ now. */
function afterMutationsLink(changed: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.MUTATION
      ? forward(operation).pipe(finalize(changed))
      : forward(operation),
  );
}

export function createApolloClient(uri = '/graphql', changed = () => {}): ApolloClient {
  // Uploads are multipart; Apollo Server's CSRF guard asks for this header on them. The page's
  // language goes with every request.
  const preflightLink = new SetContextLink((previous) => ({
    headers: {
      ...previous.headers,
      'Apollo-Require-Preflight': 'true',
      'Accept-Language': browserPageLanguage(),
    },
  }));
  return new ApolloClient({
    link: ApolloLink.from([
      afterMutationsLink(changed),
      signOutLink,
      authLink,
      preflightLink,
      ApolloLink.split(
        (operation) => hasFiles(operation.variables),
        uploadLinkOnDemand(uri),
        new HttpLink({ uri, fetch: fetchWithTimeout }),
      ),
    ]),
    cache: new InMemoryCache(),
  });
}
