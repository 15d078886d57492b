import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router-dom';
import { MessagePage } from '../../components/PageHeader';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslateMessage } from '../../lib/translate-message';

export default function UnauthorizedPage() {
  const { i18n } = useLingui();
  const translate = useTranslateMessage();
  const title = i18n._('Access Denied');
  usePageTitle(title);
  const state = useLocation().state as { message?: string } | null;
  return (
    <MessagePage eyebrow={i18n._('Members and guides')} title={title}>
      <p>
        {state?.message
          ? translate(state.message)
          : i18n._('You do not have permission to view this page.')}
      </p>
      <Link to="/" className="btn btn-primary btn-lg page-btn">
        {i18n._('Back to Home')}
      </Link>
    </MessagePage>
  );
}
