import { Link } from 'react-router-dom';
import type { AuthProvider_UserFragment } from '../../../graphql/generated';
import { formatLongDate } from '../format-date';

/** Who is signed in, the profile's navigation, and the account's facts. */
export function ProfileSidebar({
  user,
  onLogout,
}: {
  user: AuthProvider_UserFragment;
  onLogout: () => void;
}) {
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
        <nav aria-label="Profile">
          <ul className="nav nav-pills flex-column text-start profile-nav">
            <li className="nav-item">
              <Link className="nav-link active" aria-current="page" to="/profile">
                Profile
              </Link>
            </li>
            <li className="nav-item">
              <button type="button" className="nav-link w-100 text-start" onClick={onLogout}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="card-body border-top">
        <h3 className="h6 mb-3">Account Information</h3>
        <dl className="profile-facts mb-0">
          <dt>Member since</dt>
          <dd>{formatLongDate(user.createdAt)}</dd>
          <dt>Country</dt>
          <dd>{user.country || 'Not specified'}</dd>
          <dt>Status</dt>
          <dd>
            <span className="badge profile-status">Active</span>
          </dd>
        </dl>
      </div>
    </aside>
  );
}
