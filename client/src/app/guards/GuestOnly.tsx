import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/AuthContext';
import { returnPath } from '../../features/auth/return-path';

/** /login and /register: a signed-in user is sent back where they came from. */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
