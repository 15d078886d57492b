import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import {
  MeDocument,
  type AuthProvider_UserFragment,
  type MeQuery,
} from '../../graphql/session.generated';

interface SessionUser {
  user: AuthProvider_UserFragment | null;
  loading: boolean;
  error: unknown;
}

const SIGNED_OUT: SessionUser = { user: null, loading: false, error: null };
const LOADING: SessionUser = { user: null, loading: true, error: null };

/**
 * The signed-in user, watched in the Apollo cache so that profile edits show at once, once the
 * client has loaded. It uses the client's own watchQuery rather than useQuery: every page's first
 * load carries this code, and the query hook would bring the client into it.
 */
export function useSessionUser(client: ApolloClient | null, token: string | null): SessionUser {
  // Each result is kept with the token it was read with: a new token must never be judged by the
  // last one's answer (the error that ended an expired session would end the new one too).
  const [state, setState] = useState<SessionUser & { token?: string }>(LOADING);
  useEffect(() => {
    if (!token || !client) return;
    const subscription = client.watchQuery<MeQuery>({ query: MeDocument }).subscribe({
      next: (result) =>
        setState({
          token,
          user: result.dataState === 'complete' ? result.data.me : null,
          loading: result.loading,
          error: result.error ?? null,
        }),
      error: (error: unknown) => setState({ ...SIGNED_OUT, token, error }),
    });
    return () => subscription.unsubscribe();
  }, [client, token]);
  if (!token) return SIGNED_OUT;
  if (state.token === token) return state;
  // A token just taken over (sign-in, a renewed session) comes with its user already in the
  // cache: the page goes on showing it while the watch starts.
  const me = client?.readQuery<MeQuery>({ query: MeDocument })?.me ?? null;
  return me ? { user: me, loading: false, error: null } : LOADING;
}
