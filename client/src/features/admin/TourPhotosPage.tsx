import { Navigate } from 'react-router-dom';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import { useAuth } from '../auth/AuthContext';

export const NOT_A_GUIDE_MESSAGE = 'You need tour guide privileges to access this page.';

export default function TourPhotosPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) {
    return <Navigate to="/unauthorized" replace state={{ message: NOT_A_GUIDE_MESSAGE }} />;
  }
  return <PagePlaceholder title="Tour Photo Management" />;
}
