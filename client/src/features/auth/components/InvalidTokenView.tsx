import { ACCOUNT_MESSAGES, RESET_LINK_MINUTES } from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { ManualVerificationForm } from './ManualVerificationForm';
import { SupportContacts } from './SupportContacts';
import '../../../styles/buttons.css';

const ALTERNATIVES_ID = 'reset-alternatives';

/** What /reset-password shows without a usable token: a way to a new link, or to a person. */
export function InvalidTokenView() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [alternativesShown, setAlternativesShown] = useState(false);
  return (
    <AuthCard
      title={i18n._('Reset link not valid')}
      subtitle={i18n._('This password reset link is invalid or has expired.')}
      footer={<Link to="/login">{i18n._('Back to Login')}</Link>}
    >
      <FormAlert type="error">{translate(ACCOUNT_MESSAGES.resetTokenMissing)}</FormAlert>
      <p>
        {i18n._('The link may have expired after {minutes} minutes or been used already.', {
          minutes: RESET_LINK_MINUTES,
        })}
      </p>
      <Link to="/forgot-password" className="btn btn-brand btn-lg w-100">
        {i18n._('Request a new reset link')}
      </Link>
      <p className="text-center mt-3 mb-0">
        <button
          type="button"
          className="btn btn-link auth-link p-0"
          aria-expanded={alternativesShown}
          aria-controls={ALTERNATIVES_ID}
          onClick={() => setAlternativesShown((shown) => !shown)}
        >
          {alternativesShown
            ? i18n._('Hide alternative options')
            : i18n._('Try another reset method')}
        </button>
      </p>
      <div id={ALTERNATIVES_ID} hidden={!alternativesShown} className="reset-alternatives">
        <h2 className="h6">{i18n._('Contact support')}</h2>
        <SupportContacts />
        <ManualVerificationForm />
      </div>
    </AuthCard>
  );
}
