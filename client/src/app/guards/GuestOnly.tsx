import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnPath, useAuth } from '../session';

/** /login and /register: a signed-in user is sent back where they came from. */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
