import { createContext, useContext } from 'react';
import type {
  CurrentUserFragment,
  LoginInput,
  RegisterInput,
} from '../../graphql/session.generated';

export interface AuthState {
  user: CurrentUserFragment | null;
  /** True during the start-up profile load and while a sign-in or sign-up is running. */
  loading: boolean;
  /** 'Session expired. Please sign in again.' after a failed start-up profile load. */
  error: string | null;
  login(values: LoginInput): Promise<CurrentUserFragment>;
  register(values: RegisterInput): Promise<CurrentUserFragment>;
  logout(): void;
  /** Logout that ends on the home page, callable from a page that home replaces (the profile). */
  logoutToHome(): void;
  /** Takes over the fresh token the server issued after revoking the older ones. */
  renewSession(session: { token: string; user: CurrentUserFragment }): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
