import { useLingui } from '@lingui/react';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { useState, type ChangeEvent } from 'react';
import { actionErrorMessage } from '../../../lib/error-wording';
import { usePageLanguage } from '../../../lib/page-language';
import {
  useSetBookingStatusMutation,
  type BookingStatus,
  type InboxEntry_BookingFragment,
} from '../../../graphql/generated';
import { EnquiryQuotes } from '../../quotes';
import { formatMoment, STATUS_LABELS, useBookingChoice } from '../booking-format';
import { EmailDeliveries } from './EmailDeliveries';
import { StatusBadge } from './StatusBadge';

/** How to reach the visitor, while the enquiry keeps its personal details. */
function ContactFacts({ booking }: { booking: InboxEntry_BookingFragment }) {
  const { i18n } = useLingui();
  const locale = INTL_LOCALES[usePageLanguage()];
  if (booking.anonymisedAt) {
    return (
      <>
        <dt>{i18n._('Contact')}</dt>
        <dd className="text-body-secondary">
          {i18n._(
            'Anonymised on {date}: the name, email, phone and message were erased once the tour date was past the retention period.',
            { date: formatMoment(booking.anonymisedAt, locale) },
          )}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{i18n._('Email')}</dt>
      <dd>
        <a href={`mailto:${booking.email}`}>{booking.email}</a>
      </dd>
      <dt>{i18n._('Phone')}</dt>
      <dd>
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
      </dd>
    </>
  );
}

/** One enquiry of the inbox: who asks for what, its status (to be changed here) and its emails. */
export function InboxEntry({ booking }: { booking: InboxEntry_BookingFragment }) {
  const { i18n } = useLingui();
  const choice = useBookingChoice();
  const locale = INTL_LOCALES[usePageLanguage()];
  const [setStatus, { loading }] = useSetBookingStatusMutation({
    refetchQueries: ['BookingInbox'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const statusId = `status-${booking.id}`;

  async function changeStatus(event: ChangeEvent<HTMLSelectElement>) {
    setFailure(null);
    try {
      await setStatus({
        variables: { id: booking.id, status: event.target.value as BookingStatus },
      });
    } catch (error) {
      setFailure(
        actionErrorMessage(error, i18n._('Failed to update the status. Please try again.')),
      );
    }
  }

  return (
    <li className="card booking-entry">
      <div className="card-header booking-entry-header">
        <h3 className="h6 mb-0">
          {booking.reference} · {booking.anonymisedAt ? i18n._('Anonymised enquiry') : booking.name}
        </h3>
        <div className="d-flex align-items-center gap-2">
          <StatusBadge status={booking.status} />
          <span className="small text-body-secondary">
            {i18n._('Received {moment}', { moment: formatMoment(booking.createdAt, locale) })}
          </span>
        </div>
      </div>
      <div className="card-body">
        <div className="row g-4">
          <div className="col-lg-7">
            <dl className="booking-facts">
              <ContactFacts booking={booking} />
              <dt>{i18n._('Tour date')}</dt>
              <dd>{longCalendarDate(booking.tourDate, locale)}</dd>
              <dt>{i18n._('Group size')}</dt>
              <dd>{booking.groupSize}</dd>
              <dt>{i18n._('Duration')}</dt>
              <dd>{choice(booking.duration)}</dd>
              <dt>{i18n._('Destination')}</dt>
              <dd>{choice(booking.destination)}</dd>
              {!booking.anonymisedAt && (
                <>
                  <dt>{i18n._('Message')}</dt>
                  <dd className="booking-message">{booking.message || i18n._('(none)')}</dd>
                </>
              )}
            </dl>
            {!booking.anonymisedAt && <EnquiryQuotes enquiry={booking} quotes={booking.quotes} />}
          </div>
          <div className="col-lg-5 d-flex flex-column gap-3">
            <div>
              <label htmlFor={statusId} className="form-label fw-semibold">
                {i18n._('Status')}
              </label>
              <select
                id={statusId}
                className="form-select"
                value={booking.status}
                disabled={loading}
                onChange={changeStatus}
              >
                {Object.entries(STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {i18n._(label)}
                  </option>
                ))}
              </select>
              {failure && (
                <div className="alert alert-danger py-2 mt-2" role="alert">
                  {failure}
                </div>
              )}
            </div>
            <EmailDeliveries booking={booking} />
          </div>
        </div>
      </div>
    </li>
  );
}
