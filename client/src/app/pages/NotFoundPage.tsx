import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/PageHeader';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <MessagePage eyebrow="Error 404" title="Page Not Found">
      <p>The page you are looking for has moved or never existed.</p>
      <Link to="/" className="btn btn-primary btn-lg page-btn">
        Back to Home
      </Link>
    </MessagePage>
  );
}
