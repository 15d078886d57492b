import { createContext, useContext } from 'react';
import type {
  AuthProvider_UserFragment,
  LoginInput,
  RegisterInput,
} from '../../graphql/session.generated';

export interface AuthState {
  user: AuthProvider_UserFragment | null;
  /** True during the start-up profile load and while a sign-in or sign-up is running. */
  loading: boolean;
  /** 'Session expired. Please sign in again.' after a failed start-up profile load. */
  error: string | null;
  login(values: LoginInput): Promise<AuthProvider_UserFragment>;
  register(values: RegisterInput): Promise<AuthProvider_UserFragment>;
  logout(): void;
  /** Logout that ends on the home page, callable from a page that home replaces (the profile). */
  logoutToHome(): void;
  /** Takes over the fresh token the server issued after revoking the older ones. */
  renewSession(session: { token: string; user: AuthProvider_UserFragment }): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
