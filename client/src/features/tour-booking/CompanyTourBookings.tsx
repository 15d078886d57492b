import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { LoadingSpinner } from '../../components/Spinner';
import {
  useRecordTourDepositMutation,
  useUpcomingTourBookingsQuery,
  type UpcomingTourBookingsQuery,
} from '../../graphql/generated';
import { useFormProblems } from '../../lib/useFormProblems';
import { BookingsCsvDownload } from './components/BookingsCsvDownload';
import { ChangeGuide } from './components/ChangeGuide';
import { SetPickup } from './components/SetPickup';
import { pickupLine } from './pickup-line';
import { CompanyCancelBooking } from './components/CompanyCancelBooking';
import './tour-booking.css';

type CompanyBooking = UpcomingTourBookingsQuery['upcomingTourBookings'][number];

/** The tours booked online that have not ended, for the tour guides: each with its deposit. */
export function CompanyTourBookings() {
  const { i18n } = useLingui();
  const { data, loading, error } = useUpcomingTourBookingsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const bookings = data?.upcomingTourBookings;
  return (
    <section className="mb-5" aria-labelledby="tour-bookings-heading">
      <h2 id="tour-bookings-heading" className="h4">
        {i18n._('Tours booked online')}
      </h2>
      <BookingsCsvDownload />
      {!bookings && loading && <LoadingSpinner label={i18n._('Loading tour bookings...')} />}
      {error && !loading && (
        <div className="alert alert-danger" role="alert">
          {i18n._('The tour bookings could not be loaded. Please try again.')}
        </div>
      )}
      {bookings?.length === 0 && <p>{i18n._('No tours to come are booked online yet.')}</p>}
      {bookings && bookings.length > 0 && (
        <ul className="list-unstyled company-bookings">
          {bookings.map((booking) => (
            <CompanyBookingEntry key={booking.reference} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CompanyBookingEntry({ booking }: { booking: CompanyBooking }) {
  const { i18n } = useLingui();
  const { failure, attempt } = useFormProblems();
  const [record, { loading }] = useRecordTourDepositMutation({
    refetchQueries: ['UpcomingTourBookings'],
    awaitRefetchQueries: true,
  });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const until = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(booking.holdExpiresAt));
  const status: Record<string, string> = {
    held: i18n._('Held until {until}', { until }),
    expired: i18n._('Hold ended'),
    confirmed: i18n._('Confirmed'),
    cancelled: i18n._('Cancelled'),
  };
  const awaitingDeposit = booking.status === 'held' || booking.status === 'expired';
  return (
    <li className="card card-body mb-3" aria-label={booking.reference}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <h3 className="h6 mb-1">
          {booking.reference} · {booking.tourTitle}
        </h3>
        <span className={`badge company-booking-${booking.status}`}>{status[booking.status]}</span>
      </div>
      <p className="mb-1">
        {dayOf(booking.startDate)} – {dayOf(booking.endDate)} ·{' '}
        {i18n._('{count, plural, one {# traveller} other {# travellers}}', {
          count: booking.travellers,
        })}{' '}
        · {i18n._('Guide: {name}', { name: booking.guideName ?? '—' })}
      </p>
      <p className="mb-2 small">
        {booking.name} · {booking.phone} · {booking.email}
      </p>
      {pickupLine(i18n, booking) && <p className="mb-2 small">{pickupLine(i18n, booking)}</p>}
      {booking.refund && booking.refund.amount > 0 && (
        <p className="mb-2 fw-bold">
          {booking.refund.status === 'refunded'
            ? i18n._('Refunded {amount} through {provider}', {
                amount: formatMoney(booking.refund.amount, booking.currency, i18n.locale),
                provider: booking.payment.provider,
              })
            : i18n._('Refund of {amount} due to the traveller', {
                amount: formatMoney(booking.refund.amount, booking.currency, i18n.locale),
              })}
        </p>
      )}
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <div className="d-flex flex-wrap gap-2">
        {awaitingDeposit && (
          <SubmitButton
            busy={loading}
            busyLabel={i18n._('Recording...')}
            className="btn btn-outline-primary"
            onClick={() =>
              void attempt(() => record({ variables: { reference: booking.reference } }))
            }
          >
            {i18n._('Deposit of {amount} received', {
              amount: formatMoney(booking.deposit, booking.currency, i18n.locale),
            })}
          </SubmitButton>
        )}
        {booking.guideId && <ChangeGuide reference={booking.reference} />}
        {booking.status !== 'cancelled' && (
          <SetPickup
            reference={booking.reference}
            time={booking.pickupTime ?? null}
            place={booking.pickupPlace ?? null}
          />
        )}
        {booking.status !== 'cancelled' && <CompanyCancelBooking booking={booking} />}
      </div>
    </li>
  );
}
