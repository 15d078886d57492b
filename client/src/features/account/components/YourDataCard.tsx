import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { useMyDataDownload } from '../useMyDataDownload';

/** The account holder's copy of what the site keeps about them. */
export function YourDataCard() {
  const { i18n } = useLingui();
  const { state, download } = useMyDataDownload();
  return (
    <section className="card profile-card" aria-labelledby="your-data-title">
      <div className="card-body">
        <h2 id="your-data-title" className="h5">
          {i18n._('Your Data')}
        </h2>
        {state === 'failed' && (
          <FormAlert type="error">
            {i18n._('Your data could not be prepared. Please try again.')}
          </FormAlert>
        )}
        <p>
          <Trans
            id="Download everything we keep about you: your account, your reviews with links to their photos, and the requests you sent while signed in, as one JSON file. What we keep, why and for how long is in our <0>privacy notice</0>."
            components={{ 0: <Link to="/privacy" /> }}
          />
        </p>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void download()}
          disabled={state === 'preparing'}
        >
          {state === 'preparing' ? i18n._('Preparing...') : i18n._('Download My Data')}
        </button>
      </div>
    </section>
  );
}
