import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../components/Spinner';
import { useAuth } from '../session';

/** Signed-in only: a spinner while the session loads, otherwise off to /login and back after. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading && !user) return <LoadingSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
