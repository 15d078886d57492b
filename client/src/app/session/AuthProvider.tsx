import type { ApolloClient } from '@apollo/client';
import { SESSION_MESSAGES } from '@lanka-tours/shared/session-messages';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LoginDocument,
  MeDocument,
  RegisterDocument,
  type AuthProvider_UserFragment,
  type LoginMutation,
  type LoginMutationVariables,
  type MeQuery,
  type RegisterMutation,
  type RegisterMutationVariables,
} from '../../graphql/session.generated';
import {
  clearToken,
  endSession,
  getToken,
  onTokenChange,
  setToken,
  takeEndedSession,
} from '../../lib/session-storage';
import { loadApolloKit, useApolloLoader } from '../../data/apollo-kit';
import { AuthContext, type AuthState } from './AuthContext';
import { useLogoutToHome } from './useLogoutToHome';
import { useSavedLanguage } from './useSavedLanguage';
import { useSessionUser } from './useSessionUser';

// Leaving or reloading the page aborts the start-up profile load; that says nothing of the session.
// (No window while the server renders the pages.)
let pageUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageUnloading = true;
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const loadApollo = useApolloLoader();
  const navigate = useNavigate();
  const token = useSyncExternalStore(onTokenChange, getToken, () => null);
  const [error, setError] = useState<string | null>(null);
  // The Apollo client loads once there is a session to watch, or a sign-in to send.
  const [client, setClient] = useState<ApolloClient | null>(null);
  const apollo = useCallback(async () => (await loadApolloKit(loadApollo)).client, [loadApollo]);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void apollo().then((loaded) => current && setClient(loaded));
    return () => {
      current = false;
    };
  }, [token, apollo]);
  const me = useSessionUser(client, token);
  useSavedLanguage(client, me.user);
  const [signingIn, setSigningIn] = useState(false);

  // The token goes away either by Logout or because the server rejected it (expired, revoked).
  useEffect(
    () =>
      onTokenChange(() => {
        if (getToken()) return;
        void client?.clearStore();
        if (!takeEndedSession()) return;
        // The sign-in page shows the error; a page for members only adds where to return to.
        setError(SESSION_MESSAGES.sessionExpired);
        navigate('/login');
      }),
    [client, navigate],
  );

  // A start-up profile load that fails for any reason ends the session too.
  useEffect(() => {
    if (me.error && !pageUnloading) endSession();
  }, [me.error]);

  const logout = useCallback(() => clearToken(), []);

  // Held here, where it outlives the page that asked for it.
  const logoutToHome = useLogoutToHome(logout);

  const signIn = useCallback(
    async (result: { token: string; user: AuthProvider_UserFragment } | undefined) => {
      if (!result?.token) throw new Error(SESSION_MESSAGES.noToken);
      (await apollo()).writeQuery<MeQuery>({ query: MeDocument, data: { me: result.user } });
      setToken(result.token);
      setError(null);
      return result.user;
    },
    [apollo],
  );

  // Sign-in and sign-up go through the client directly, for the same first-load reason.
  const authenticate = useCallback(async <Result,>(run: () => Promise<Result>): Promise<Result> => {
    setSigningIn(true);
    try {
      return await run();
    } finally {
      setSigningIn(false);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: me.user,
      loading: me.loading || signingIn,
      error,
      login: (input) =>
        authenticate(async () => {
          const { data } = await (
            await apollo()
          ).mutate<LoginMutation, LoginMutationVariables>({
            mutation: LoginDocument,
            variables: { input },
          });
          return signIn(data?.login);
        }),
      register: (input) =>
        authenticate(async () => {
          const { data } = await (
            await apollo()
          ).mutate<RegisterMutation, RegisterMutationVariables>({
            mutation: RegisterDocument,
            variables: { input },
          });
          return signIn(data?.register);
        }),
      logout,
      logoutToHome,
      renewSession: signIn,
    }),
    [me.user, me.loading, signingIn, error, authenticate, apollo, signIn, logout, logoutToHome],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
