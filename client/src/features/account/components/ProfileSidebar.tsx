import { countryName } from '../../../components/form/country-names';
import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { Link } from 'react-router-dom';
import type { AuthProvider_UserFragment } from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';
import { longDate } from '@lanka-tours/shared/long-dates';

/** Who is signed in, the profile's navigation, and the account's facts. */
export function ProfileSidebar({
  user,
  onLogout,
}: {
  user: AuthProvider_UserFragment;
  onLogout: () => void;
}) {
  const { i18n } = useLingui();
  const locale = INTL_LOCALES[usePageLanguage()];
  return (
    <aside className="card profile-card" aria-labelledby="profile-sidebar-name">
      <div className="card-body text-center">
        <div className="profile-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </div>
        <h2 id="profile-sidebar-name" className="h5 mb-1">
          {user.name}
        </h2>
        <p className="profile-muted small text-break mb-3">{user.email}</p>
        <nav aria-label={i18n._('Profile')}>
          <ul className="nav nav-pills flex-column text-start profile-nav">
            <li className="nav-item">
              <Link className="nav-link active" aria-current="page" to="/profile">
                {i18n._('Profile')}
              </Link>
            </li>
            <li className="nav-item">
              <button type="button" className="nav-link w-100 text-start" onClick={onLogout}>
                {i18n._('Logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="card-body border-top">
        <h3 className="h6 mb-3">{i18n._('Account Information')}</h3>
        <dl className="profile-facts mb-0">
          <dt>{i18n._('Member since')}</dt>
          <dd>{longDate(user.createdAt, locale)}</dd>
          <dt>{i18n._('Country')}</dt>
          <dd>{user.country ? countryName(user.country, i18n) : i18n._('Not specified')}</dd>
          <dt>{i18n._('Status')}</dt>
          <dd>
            <span className="badge profile-status">{i18n._('Active')}</span>
          </dd>
        </dl>
      </div>
    </aside>
  );
}
