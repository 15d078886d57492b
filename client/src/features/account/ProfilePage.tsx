import { useLingui } from '@lingui/react';
import { Suspense, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../app/session';
import { MyRequests } from '../booking';
import { DeleteAccountDialog } from './components/DeleteAccountDialog';
import { GuideAccessNotice } from './components/GuideAccessNotice';
import { ProfileDetailsCard } from './components/ProfileDetailsCard';
import { ProfileSidebar } from './components/ProfileSidebar';
import { SecuritySettingsCard } from './components/SecuritySettingsCard';
import { YourDataCard } from './components/YourDataCard';

import './account.css';

export default function ProfilePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('My Profile'));
  const { user, logoutToHome } = useAuth();
  const [deleting, setDeleting] = useState(false);
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <div className="profile-page">
      <PageHeader
        eyebrow={i18n._('Your account')}
        title={i18n._('My Profile')}
        lead={i18n._('Your details, your security settings and your account.')}
      />
      <div className="container py-4 py-lg-5">
        <div className="row g-4">
          <div className="col-lg-4">
            <ProfileSidebar user={user} onLogout={logoutToHome} />
          </div>
          <div className="col-lg-8 d-flex flex-column gap-4">
            <GuideAccessNotice email={user.email} />
            <ProfileDetailsCard user={user} />
            <Suspense fallback={<LoadingSpinner />}>
              <MyRequests />
            </Suspense>
            <SecuritySettingsCard />
            <YourDataCard />
            <section className="card profile-card danger-zone" aria-labelledby="danger-zone-title">
              <div className="card-body">
                <h2 id="danger-zone-title" className="h5">
                  {i18n._('Danger Zone')}
                </h2>
                <p>
                  {i18n._(
                    'Deleting your account removes your profile, your feedback and your photos.',
                  )}
                </p>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  onClick={() => setDeleting(true)}
                >
                  {i18n._('Delete Account')}
                </button>
              </div>
            </section>
          </div>
        </div>
      </div>
      <DeleteAccountDialog email={user.email} show={deleting} onHide={() => setDeleting(false)} />
    </div>
  );
}
