import { Trans } from '@lingui/react';
import { Link } from 'react-router-dom';
import { FreePage } from '../../components/FreePage';
import { useBrand, useContentPage } from '../../content/useSiteContent';

/** The privacy notice: the published page `privacy`, rendered on the server like the others. */
export default function PrivacyPage() {
  const { contact } = useBrand();
  return (
    <FreePage page={useContentPage('privacy')}>
      <p>
        <Trans
          id="Questions or requests: <0>{email}</0>. Signed in? Your <1>profile</1> has the download of your data and the deletion of your account."
          values={{ email: contact.email }}
          components={{ 0: <a href={contact.emailHref} />, 1: <Link to="/profile" /> }}
        />
      </p>
    </FreePage>
  );
}
