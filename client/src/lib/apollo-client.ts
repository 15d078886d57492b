import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable, type Subscription } from 'rxjs';
import { hasFiles } from './files-in-variables';
import { clearToken, getToken } from './session-storage';

/** The specification's request timeout. */
export const REQUEST_TIMEOUT_MS = 15000;
/** Photos take longer than the other calls on a slow connection. */
const UPLOAD_TIMEOUT_MS = 120000;

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}

const authLink = new SetContextLink((previous) => {
  const token = getToken();
  return token
    ? { headers: { ...previous.headers, Authorization: `Bearer ${token}` } }
    : { headers: previous.headers };
});

/** The server has rejected the session: forget the token; the auth state follows. */
const signOutLink = new ErrorLink(({ error }) => {
  if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  ) {
    clearToken();
  }
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

export function createApolloClient(uri = '/graphql'): ApolloClient {
  // Uploads are multipart; Apollo Server's CSRF guard asks for this header on them.
  const preflightLink = new SetContextLink((previous) => ({
    headers: { ...previous.headers, 'Apollo-Require-Preflight': 'true' },
  }));
  return new ApolloClient({
    link: ApolloLink.from([
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
