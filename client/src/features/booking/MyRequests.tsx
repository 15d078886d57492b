import { useLingui } from '@lingui/react';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../components/Spinner';
import { useMyBookingsQuery, type MyRequests_BookingFragment } from '../../graphql/generated';
import { usePageLanguage } from '../../lib/page-language';
import { formatMoment, useBookingChoice } from './booking-format';
import './booking.css';
import { StatusBadge } from './components/StatusBadge';
import '../../styles/buttons.css';

/** The profile's 'My requests': the signed-in visitor's guide requests and where each stands. */
export function MyRequests() {
  const { i18n } = useLingui();
  const { data, loading, error, refetch } = useMyBookingsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const bookings = data?.myBookings;

  return (
    <section id="my-requests" className="card profile-card" aria-labelledby="my-requests-title">
      <div className="card-header profile-card-header">
        <h2 id="my-requests-title" className="h5 mb-0">
          {i18n._('My requests')}
        </h2>
        <Link to="/contact#book-guide-section" className="btn btn-outline-brand btn-sm">
          {i18n._('Request a Guide')}
        </Link>
      </div>
      <div className="card-body">
        {!bookings && loading && <LoadingSpinner label={i18n._('Loading your requests...')} />}
        {!bookings && error && (
          <div
            className="alert alert-danger d-flex flex-wrap gap-2 align-items-center"
            role="alert"
          >
            {i18n._('Failed to load your requests. Please try again.')}
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => refetch()}
            >
              {i18n._('Try Again')}
            </button>
          </div>
        )}
        {bookings?.length === 0 && (
          <p className="profile-muted mb-0">
            {i18n._(
              'You have not requested a guide yet. Tell us where and when, and we reply within 24 hours.',
            )}
          </p>
        )}
        {bookings && bookings.length > 0 && (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
            {bookings.map((booking) => (
              <RequestItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RequestItem({ booking }: { booking: MyRequests_BookingFragment }) {
  const { i18n } = useLingui();
  const choice = useBookingChoice();
  const locale = INTL_LOCALES[usePageLanguage()];
  return (
    <li className="border rounded-3 p-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 className="h6 mb-0">
          {choice(booking.destination)} · <span className="fw-normal">{booking.reference}</span>
        </h3>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="booking-facts small">
        <dt>{i18n._('Tour date')}</dt>
        <dd>{longCalendarDate(booking.tourDate, locale)}</dd>
        <dt>{i18n._('Group')}</dt>
        <dd>
          {i18n._('{size} people, {duration}', {
            size: booking.groupSize,
            duration: choice(booking.duration),
          })}
        </dd>
        <dt>{i18n._('Sent')}</dt>
        <dd>{formatMoment(booking.createdAt, locale)}</dd>
      </dl>
    </li>
  );
}
