// The session as the features see it: who is signed in, and the way back after signing in.
// The shell itself mounts the provider from its own file.
export { useAuth, type AuthState } from './AuthContext';
export { returnPath } from './return-path';
