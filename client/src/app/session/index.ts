// The signed-in visitor, for every feature and the app's shell: the only way in to the session.
export { useAuth, type AuthState } from './AuthContext';
export { AuthProvider } from './AuthProvider';
export { returnPath } from './return-path';
export { useLogoutToHome } from './useLogoutToHome';
