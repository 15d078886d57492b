import { useApolloClient } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@shared/account-rules';
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
  MeDocument,
  useLoginMutation,
  useMeQuery,
  useRegisterMutation,
  type CurrentUserFragment,
  type MeQuery,
} from '../../graphql/generated';
import { clearToken, getToken, onTokenChange, setToken } from '../../lib/session-storage';
import { AuthContext, type AuthState } from './AuthContext';
import { useLogoutToHome } from './useLogoutToHome';

// Leaving or reloading the page aborts the start-up profile load; that says nothing of the session.
// (No window while the pages are prerendered.)
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
  const me = useMeQuery({ skip: !token, fetchPolicy: 'cache-first' });
  const [loginMutation, loginState] = useLoginMutation();
  const [registerMutation, registerState] = useRegisterMutation();

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
        setError(ACCOUNT_MESSAGES.sessionExpired);
        navigate('/login', { state: { message: ACCOUNT_MESSAGES.sessionExpired, type: 'error' } });
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
    (result: { token: string; user: CurrentUserFragment } | undefined) => {
      if (!result?.token) throw new Error(ACCOUNT_MESSAGES.noToken);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { me: result.user } });
      setToken(result.token);
      setError(null);
      return result.user;
    },
    [client],
  );

  const value = useMemo<AuthState>(
    () => ({
      user: token ? (me.data?.me ?? null) : null,
      loading: (!!token && me.loading) || loginState.loading || registerState.loading,
      error,
      login: async (input) => signIn((await loginMutation({ variables: { input } })).data?.login),
      register: async (input) =>
        signIn((await registerMutation({ variables: { input } })).data?.register),
      logout,
      logoutToHome,
      renewSession: signIn,
    }),
    [
      token,
      me.data,
      me.loading,
      loginState.loading,
      registerState.loading,
      error,
      signIn,
      loginMutation,
      registerMutation,
      logout,
      logoutToHome,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
