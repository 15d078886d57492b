import { Link, useLocation } from 'react-router-dom';
import { MessagePage } from '../../components/PageHeader';
import { usePageTitle } from '../../lib/usePageTitle';

export default function UnauthorizedPage() {
  usePageTitle('Access Denied');
  const state = useLocation().state as { message?: string } | null;
  return (
    <MessagePage eyebrow="Members and guides" title="Access Denied">
      <p>{state?.message ?? 'You do not have permission to view this page.'}</p>
      <Link to="/" className="btn btn-primary btn-lg page-btn">
        Back to Home
      </Link>
    </MessagePage>
  );
}
