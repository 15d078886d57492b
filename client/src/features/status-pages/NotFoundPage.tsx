import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/PageHeader';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  const { i18n } = useLingui();
  const title = i18n._('Page Not Found');
  usePageTitle(title);
  return (
    <MessagePage eyebrow={i18n._('Error 404')} title={title}>
      <p>{i18n._('The page you are looking for has moved or never existed.')}</p>
      <Link to="/" className="btn btn-primary btn-lg page-btn">
        {i18n._('Back to Home')}
      </Link>
    </MessagePage>
  );
}
