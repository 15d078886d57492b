import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';

export default function UnauthorizedPage() {
  usePageTitle('Access Denied');
  const state = useLocation().state as { message?: string } | null;
  return (
    <section className="container py-5 text-center">
      <h1>Access Denied</h1>
      <p className="lead">{state?.message ?? 'You do not have permission to view this page.'}</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
