import { useApolloClient } from '@apollo/client/react';
import { SESSION_MESSAGES } from '@shared/session-messages';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
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
import { clearToken, getToken, onTokenChange, setToken } from '../../lib/session-storage';
import { AuthContext, type AuthState } from './AuthContext';
import { useLogoutToHome } from './useLogoutToHome';
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
  const client = useApolloClient();
  const navigate = useNavigate();
  const token = useSyncExternalStore(onTokenChange, getToken, () => null);
  const [error, setError] = useState<string | null>(null);
  const me = useSessionUser(client, token);
  const [signingIn, setSigningIn] = useState(false);

  const signingOut = useRef(false);

  // The token goes away either by Logout or because the server rejected it (expired, revoked).
  useEffect(
    () =>
      onTokenChange(() => {
        if (getToken()) return;
        void client.clearStore();
        if (signingOut.current) {
          signingOut.current = false;
          return;
        }
        // The sign-in page shows the error; a page for members only adds where to return to.
        setError(SESSION_MESSAGES.sessionExpired);
        navigate('/login');
      }),
    [client, navigate],
  );

  // A start-up profile load that fails for any reason ends the session too.
  useEffect(() => {
    if (me.error && !pageUnloading) clearToken();
  }, [me.error]);

  const logout = useCallback(() => {
    if (!getToken()) return;
    signingOut.current = true;
    clearToken();
  }, []);

  // Held here, where it outlives the page that asked for it.
  const logoutToHome = useLogoutToHome(logout);

  const signIn = useCallback(
    (result: { token: string; user: AuthProvider_UserFragment } | undefined) => {
      if (!result?.token) throw new Error(SESSION_MESSAGES.noToken);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { me: result.user } });
      setToken(result.token);
      setError(null);
      return result.user;
    },
    [client],
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
          const { data } = await client.mutate<LoginMutation, LoginMutationVariables>({
            mutation: LoginDocument,
            variables: { input },
          });
          return signIn(data?.login);
        }),
      register: (input) =>
        authenticate(async () => {
          const { data } = await client.mutate<RegisterMutation, RegisterMutationVariables>({
            mutation: RegisterDocument,
            variables: { input },
          });
          return signIn(data?.register);
        }),
      logout,
      logoutToHome,
      renewSession: signIn,
    }),
    [me.user, me.loading, signingIn, error, authenticate, client, signIn, logout, logoutToHome],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
