import { ACCOUNT_MESSAGES, RESET_LINK_MINUTES } from '@shared/account-rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { ManualVerificationForm } from './ManualVerificationForm';
import { SupportContacts } from './SupportContacts';
import '../../../styles/buttons.css';

const ALTERNATIVES_ID = 'reset-alternatives';

/** What /reset-password shows without a usable token: a way to a new link, or to a person. */
export function InvalidTokenView() {
  const [alternativesShown, setAlternativesShown] = useState(false);
  return (
    <AuthCard
      title="Reset link not valid"
      subtitle="This password reset link is invalid or has expired."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <FormAlert type="error">{ACCOUNT_MESSAGES.resetTokenMissing}</FormAlert>
      <p>The link may have expired after {RESET_LINK_MINUTES} minutes or been used already.</p>
      <Link to="/forgot-password" className="btn btn-brand btn-lg w-100">
        Request a new reset link
      </Link>
      <p className="text-center mt-3 mb-0">
        <button
          type="button"
          className="btn btn-link auth-link p-0"
          aria-expanded={alternativesShown}
          aria-controls={ALTERNATIVES_ID}
          onClick={() => setAlternativesShown((shown) => !shown)}
        >
          {alternativesShown ? 'Hide alternative options' : 'Try another reset method'}
        </button>
      </p>
      <div id={ALTERNATIVES_ID} hidden={!alternativesShown} className="reset-alternatives">
        <h2 className="h6">Contact support</h2>
        <SupportContacts />
        <ManualVerificationForm />
      </div>
    </AuthCard>
  );
}
