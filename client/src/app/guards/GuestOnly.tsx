import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { useAuth } from '../../features/auth/AuthContext';

/** Where a visitor was going before being asked to sign in (default: home). */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

/** /login and /register: a signed-in user is sent back where they came from. */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
