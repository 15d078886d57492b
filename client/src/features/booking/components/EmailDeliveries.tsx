import { Trans, useLingui } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { useState } from 'react';
import { actionErrorMessage } from '../../../lib/error-wording';
import { usePageLanguage } from '../../../lib/page-language';
import {
  useResendBookingEmailMutation,
  type InboxEntry_BookingFragment,
} from '../../../graphql/generated';
import { formatMoment } from '../booking-format';

type Email = InboxEntry_BookingFragment['emails'][number];

/** In English, the ids of their translations. */
const ROLE_LABELS: Record<Email['role'], string> = {
  notification: /*i18n*/ 'Notification to the business',
  autoReply: /*i18n*/ 'Auto-reply to the visitor',
};

/** In English, the ids of their translations. */
const DELIVERY_LABELS: Record<Email['status'], string> = {
  queued: /*i18n*/ 'Queued',
  sending: /*i18n*/ 'Sending',
  sent: /*i18n*/ 'Sent',
  failed: /*i18n*/ 'Failed',
};

const DELIVERY_CLASSES: Record<Email['status'], string> = {
  queued: 'text-bg-warning',
  sending: 'text-bg-info',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
};

/** An enquiry's two emails: where each delivery stands, with a resend for a failed one. */
export function EmailDeliveries({ booking }: { booking: InboxEntry_BookingFragment }) {
  const [resend, { loading }] = useResendBookingEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { i18n } = useLingui();
  const locale = INTL_LOCALES[usePageLanguage()];

  async function resendEmail(emailId: string) {
    setFailure(null);
    try {
      await resend({ variables: { bookingId: booking.id, emailId } });
    } catch (error) {
      setFailure(
        actionErrorMessage(error, i18n._('Failed to resend the email. Please try again.')),
      );
    }
  }

  return (
    <div>
      <h4 className="h6">{i18n._('Emails')}</h4>
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
        {booking.emails.map((email) => {
          const role = i18n._(ROLE_LABELS[email.role]);
          const hidden = <span className="visually-hidden" />;
          return (
            <li key={email.id} className="small">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="fw-semibold">{role}</span>
                <span className={`badge ${DELIVERY_CLASSES[email.status]}`}>
                  {i18n._(DELIVERY_LABELS[email.status])}
                </span>
              </div>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="text-body-secondary text-break">
                  {i18n._('to {address}', { address: email.toAddress })}
                </span>
                {email.previewUrl && (
                  <a href={email.previewUrl} target="_blank" rel="noreferrer">
                    <Trans
                      id="Preview<0> of the {role}</0>"
                      values={{ role }}
                      components={{ 0: hidden }}
                    />
                  </a>
                )}
                {email.status === 'failed' && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm py-0"
                    disabled={loading}
                    onClick={() => resendEmail(email.id)}
                  >
                    <Trans
                      id="Resend<0> the {role}</0>"
                      values={{ role }}
                      components={{ 0: hidden }}
                    />
                  </button>
                )}
              </div>
              <div className="text-body-secondary">
                {email.sentAt
                  ? i18n._('Delivered {moment}', { moment: formatMoment(email.sentAt, locale) })
                  : i18n._('{count, plural, one {# attempt so far} other {# attempts so far}}', {
                      count: email.attempts,
                    })}
                {email.lastError && email.status !== 'sent' && (
                  <>
                    {' · '}
                    <Trans
                      id="Last error: <0>{error}</0>"
                      values={{ error: email.lastError }}
                      components={{ 0: <code /> }}
                    />
                  </>
                )}
              </div>
            </li>
          );
        })}
        {booking.autoReplySkipped && (
          <li className="small text-body-secondary">
            {i18n._('No auto-reply to the visitor: their address had reached its daily limit.')}
          </li>
        )}
      </ul>
    </div>
  );
}
