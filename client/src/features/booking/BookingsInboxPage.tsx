import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { useBookingInboxQuery, type BookingStatus } from '../../graphql/generated';
import { usePageTitle } from '../../lib/usePageTitle';
import { STATUS_LABELS } from './booking-format';
import './booking.css';
import { InboxEntry } from './components/InboxEntry';

const PAGE_SIZE = 20;

/** The tour guides' enquiry inbox: every guide request, newest first, by status. */
export default function BookingsInboxPage() {
  usePageTitle('Enquiries');
  return <Inbox />;
}

function Inbox() {
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
      <PageHeader
        eyebrow="For our tour guides"
        title="Enquiries"
        lead="Guide requests, newest first, with the delivery of their emails."
      />
      <div className="container py-4">
        <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
          <div>
            <label htmlFor="inbox-status" className="form-label fw-semibold">
              Status
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
              <option value="">All statuses</option>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-outline-primary" onClick={() => refetch()}>
            Refresh
          </button>
          {inbox && (
            <p className="mb-0 ms-auto" aria-live="polite">
              {inbox.total} {inbox.total === 1 ? 'enquiry' : 'enquiries'}
            </p>
          )}
        </div>
        {!inbox && loading && <LoadingSpinner label="Loading enquiries..." />}
        {error && !loading && (
          <div className="alert alert-danger" role="alert">
            Failed to load enquiries. Please try again.
          </div>
        )}
        {inbox?.items.length === 0 && <p>No enquiries{status && ' with this status'} yet.</p>}
        {inbox && inbox.items.length > 0 && (
          <ul className="list-unstyled d-flex flex-column gap-4" aria-label="Enquiries">
            {inbox.items.map((booking) => (
              <InboxEntry key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="d-flex align-items-center gap-3" aria-label="Pages of enquiries">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </button>
          </nav>
        )}
      </div>
    </>
  );
}
