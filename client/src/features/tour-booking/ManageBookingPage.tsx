import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../components/form/FormAlert';
import { MessagePage, PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import type { ManagedBookingFragment } from '../../graphql/requests.generated';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookingSummary } from './components/BookingSummary';
import { owedNow, PaymentStep } from './components/PaymentStep';
import { TravellerCancelBooking } from './components/TravellerCancelBooking';
import { heldUntil } from './held-until';
import { useManagedBooking } from './useManagedBooking';
import './tour-booking.css';

/**
 * How the traveller came back from the provider's page: `?payment=done` or `?payment=cancelled`,
 * with `&part=balance` after paying the balance.
 */
type PaymentReturn = 'done' | 'cancelled' | null;

/** A traveller's own booking, by the private link they were sent: what it is, and cancelling it. */
export default function ManageBookingPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Your booking'));
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const returned = search.get('payment') as PaymentReturn;
  const part = search.get('part') === 'balance' ? 'balance' : 'deposit';
  const { loaded, cancel, awaiting } = useManagedBooking(token, returned === 'done' ? part : null);

  if (!loaded) return <LoadingSpinner label={i18n._('Loading your booking...')} />;
  if ('refused' in loaded) {
    return (
      <MessagePage eyebrow={i18n._('Your booking')} title={i18n._('This link does not open')}>
        <p>{loaded.refused}</p>
      </MessagePage>
    );
  }
  return (
    <ManagedBooking
      booking={loaded.booking}
      returned={awaiting ? 'done' : returned === 'cancelled' ? 'cancelled' : null}
      onCancel={cancel}
    />
  );
}

function ManagedBooking(props: {
  booking: ManagedBookingFragment;
  /** Back from the provider's page: paid and awaiting its word, or given up. */
  returned: PaymentReturn;
  onCancel: () => Promise<void>;
}) {
  const { booking, returned, onCancel } = props;
  const { i18n } = useLingui();
  const state: Record<string, string> = {
    held: heldUntil(i18n, booking.holdExpiresAt),
    expired: i18n._('The hold ended before the deposit arrived, so the guide is free again.'),
    confirmed: i18n._('Your tour is confirmed. We look forward to meeting you.'),
    cancelled: i18n._('This booking is cancelled.'),
  };
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Your booking')}
        title={booking.tourTitle}
        lead={booking.reference}
      />
      <div className="container py-5">
        <section className="form-card mx-auto tour-managed" aria-label={i18n._('Your booking')}>
          {returned === 'cancelled' && owedNow(booking) > 0 && (
            <FormAlert type="error">
              {i18n._('Your payment was not completed: nothing was charged.')}
            </FormAlert>
          )}
          <p className="fw-bold" role="status">
            {returned === 'done'
              ? i18n._(
                  'Thank you. We are waiting for the payment provider to confirm your payment: this page changes as soon as it does.',
                )
              : state[booking.status]}
          </p>
          {returned !== 'done' && <PaymentStep booking={booking} />}
          <BookingSummary booking={booking} />
          {booking.refund && booking.refund.amount > 0 && (
            <p>
              {booking.refund.status === 'refunded'
                ? i18n._('We have refunded {amount} to you.', {
                    amount: formatMoney(booking.refund.amount, booking.currency, i18n.locale),
                  })
                : i18n._('We refund {amount} to you.', {
                    amount: formatMoney(booking.refund.amount, booking.currency, i18n.locale),
                  })}
            </p>
          )}
          {booking.status !== 'cancelled' && returned !== 'done' && (
            <TravellerCancelBooking booking={booking} onCancel={onCancel} />
          )}
        </section>
      </div>
    </>
  );
}
