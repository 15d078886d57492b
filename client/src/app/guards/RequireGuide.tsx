import { SESSION_MESSAGES } from '@lanka-tours/shared/session-messages';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../session';

/** Tour guides only (inside RequireAuth): anyone else is shown why on /unauthorized. */
export function RequireGuide() {
  const { user } = useAuth();
  if (!user?.isAdmin) {
    return <Navigate to="/unauthorized" replace state={{ message: SESSION_MESSAGES.notAGuide }} />;
  }
  return <Outlet />;
}
