import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { GuidesPageFrame } from '../../components/GuidesPageFrame';
import { LoadingSpinner } from '../../components/Spinner';
import { useBookingInboxQuery, type BookingStatus } from '../../graphql/generated';
import { STATUS_LABELS } from './booking-format';
import './booking.css';
import { InboxEntry } from './components/InboxEntry';
import { CompanyTourBookings, GuidesMonth } from '../tour-booking';

const PAGE_SIZE = 20;

/**
 * The tour guides' bookings: the guides' month, the tours booked online that are still to come,
 * then the enquiry inbox, every guide request newest first, by status.
 */
export default function BookingsInboxPage() {
  const { i18n } = useLingui();
  return (
    <GuidesPageFrame
      title={i18n._('Bookings and enquiries')}
      lead={i18n._(
        "The guides' month, the tours booked online, and guide requests with the delivery of their emails.",
      )}
      bodyClassName="py-4"
    >
      <Inbox />
    </GuidesPageFrame>
  );
}

function Inbox() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(0);
  const { data, loading, error, refetch } = useBookingInboxQuery({
    variables: { status: status || null, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const inbox = data?.bookings;
  const pages = Math.max(1, Math.ceil((inbox?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <GuidesMonth />
      <CompanyTourBookings />
      <h2 className="h4">{i18n._('Enquiries')}</h2>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
        <div>
          <label htmlFor="inbox-status" className="form-label fw-semibold">
            {i18n._('Status')}
          </label>
          <select
            id="inbox-status"
            className="form-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingStatus | '');
              setPage(0);
            }}
          >
            <option value="">{i18n._('All statuses')}</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => refetch()}>
          {i18n._('Refresh')}
        </button>
        {inbox && (
          <p className="mb-0 ms-auto" aria-live="polite">
            {i18n._('{count, plural, one {# enquiry} other {# enquiries}}', {
              count: inbox.total,
            })}
          </p>
        )}
      </div>
      {!inbox && loading && <LoadingSpinner label={i18n._('Loading enquiries...')} />}
      {error && !loading && (
        <div className="alert alert-danger" role="alert">
          {i18n._('Failed to load enquiries. Please try again.')}
        </div>
      )}
      {inbox?.items.length === 0 && (
        <p>{status ? i18n._('No enquiries with this status yet.') : i18n._('No enquiries yet.')}</p>
      )}
      {inbox && inbox.items.length > 0 && (
        <ul className="list-unstyled d-flex flex-column gap-4" aria-label={i18n._('Enquiries')}>
          {inbox.items.map((booking) => (
            <InboxEntry key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="d-flex align-items-center gap-3" aria-label={i18n._('Pages of enquiries')}>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {i18n._('Newer')}
          </button>
          <span>{i18n._('Page {page} of {pages}', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {i18n._('Older')}
          </button>
        </nav>
      )}
    </>
  );
}
