import { useState } from 'react';
import { actionErrorMessage } from '../../../lib/error-wording';
import {
  useResendBookingEmailMutation,
  type InboxEntry_BookingFragment,
} from '../../../graphql/generated';
import { formatMoment } from '../booking-format';

type Email = InboxEntry_BookingFragment['emails'][number];

const ROLE_LABELS: Record<Email['role'], string> = {
  notification: 'Notification to the business',
  autoReply: 'Auto-reply to the visitor',
};

const DELIVERY_LABELS: Record<Email['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
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

  async function resendEmail(emailId: string) {
    setFailure(null);
    try {
      await resend({ variables: { bookingId: booking.id, emailId } });
    } catch (error) {
      setFailure(actionErrorMessage(error, 'Failed to resend the email. Please try again.'));
    }
  }

  return (
    <div>
      <h4 className="h6">Emails</h4>
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
        {booking.emails.map((email) => (
          <li key={email.id} className="small">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold">{ROLE_LABELS[email.role]}</span>
              <span className={`badge ${DELIVERY_CLASSES[email.status]}`}>
                {DELIVERY_LABELS[email.status]}
              </span>
            </div>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="text-body-secondary text-break">to {email.toAddress}</span>
              {email.previewUrl && (
                <a href={email.previewUrl} target="_blank" rel="noreferrer">
                  Preview<span className="visually-hidden"> of the {ROLE_LABELS[email.role]}</span>
                </a>
              )}
              {email.status === 'failed' && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm py-0"
                  disabled={loading}
                  onClick={() => resendEmail(email.id)}
                >
                  Resend<span className="visually-hidden"> the {ROLE_LABELS[email.role]}</span>
                </button>
              )}
            </div>
            <div className="text-body-secondary">
              {email.sentAt
                ? `Delivered ${formatMoment(email.sentAt)}`
                : `${email.attempts} attempt${email.attempts === 1 ? '' : 's'} so far`}
              {email.lastError && email.status !== 'sent' && (
                <>
                  {' · '}Last error: <code>{email.lastError}</code>
                </>
              )}
            </div>
          </li>
        ))}
        {booking.autoReplySkipped && (
          <li className="small text-body-secondary">
            No auto-reply to the visitor: their address had reached its daily limit.
          </li>
        )}
      </ul>
    </div>
  );
}
