import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { useGuideAccessQuery, useResendGuideAccessLinkMutation } from '../../../graphql/generated';
import { FormAlert } from '../../../components/form/FormAlert';
import { actionErrorMessage } from '../../../lib/error-wording';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';

/**
 * Shown while a tour-guide address waits for its emailed confirmation: guide rights need proof
 * that the account holder reads that mailbox. Asked for here, not with the session, so that no
 * other page carries it.
 */
export function GuideAccessNotice({ email }: { email: string }) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const guideAccess = useGuideAccessQuery({ fetchPolicy: 'cache-and-network' });
  const [resend, { loading }] = useResendGuideAccessLinkMutation();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(
    null,
  );

  async function handleResend() {
    setOutcome(null);
    try {
      const { data } = await resend();
      if (data) setOutcome({ type: 'success', message: data.resendGuideAccessLink.message });
    } catch (error) {
      setOutcome({
        type: 'error',
        message: actionErrorMessage(error, i18n._('The link could not be sent. Please try again.')),
      });
    }
  }

  if (!guideAccess.data?.me?.guideAccessPending) return null;
  return (
    <section className="card profile-card" aria-labelledby="guide-access-title">
      <div className="card-header profile-card-header">
        <h2 id="guide-access-title" className="h5 mb-0">
          {i18n._('Tour-guide access')}
        </h2>
      </div>
      <div className="card-body">
        <p>
          <Trans
            id="Confirm your tour-guide access: we sent a link to <0>{email}</0>."
            values={{ email }}
            components={{ 0: <strong /> }}
          />
        </p>
        {outcome && <FormAlert type={outcome.type}>{translate(outcome.message)}</FormAlert>}
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void handleResend()}
          disabled={loading}
        >
          {loading ? i18n._('Sending...') : i18n._('Send the link again')}
        </button>
      </div>
    </section>
  );
}
