import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { MessagePage, PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { useSendGraphql } from '../../data/useSendGraphql';
import {
  CancelTourBookingDocument,
  ManagedTourBookingDocument,
  type ManagedBookingFragment,
} from '../../graphql/requests.generated';
import { serverMessage } from '../../lib/server-errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookingSummary } from './components/BookingSummary';
import { heldUntil } from './held-until';
import './tour-booking.css';

type Loaded = { booking: ManagedBookingFragment } | { refused: string };

/** A traveller's own booking, by the private link they were sent: what it is, and cancelling it. */
export default function ManageBookingPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Your booking'));
  const { token = '' } = useParams();
  const send = useSendGraphql();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    send(ManagedTourBookingDocument, { manageToken: token }).then(
      ({ tourBooking }) => current && setLoaded({ booking: tourBooking }),
      (error: unknown) =>
        current && setLoaded({ refused: serverMessage(error) ?? i18n._('Network Error') }),
    );
    return () => {
      current = false;
    };
  }, [send, token, i18n]);

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
      onCancel={() =>
        send(CancelTourBookingDocument, { manageToken: token }).then(({ cancelTourBooking }) =>
          setLoaded({ booking: cancelTourBooking }),
        )
      }
    />
  );
}

function ManagedBooking(props: { booking: ManagedBookingFragment; onCancel: () => Promise<void> }) {
  const { booking, onCancel } = props;
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const state: Record<string, string> = {
    held: heldUntil(i18n, booking.holdExpiresAt),
    expired: i18n._('The hold ended before the deposit arrived, so the guide is free again.'),
    confirmed: i18n._('Your tour is confirmed. We look forward to meeting you.'),
    cancelled: i18n._('This booking is cancelled.'),
  };
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    await onCancel().catch((error: unknown) =>
      setFailure(serverMessage(error) ?? i18n._('Network Error')),
    );
    setBusy(false);
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
          <p className="fw-bold" role="status">
            {state[booking.status]}
          </p>
          {booking.status === 'held' && booking.payment.instructions && (
            <p className="tour-payment-instructions">{booking.payment.instructions}</p>
          )}
          <BookingSummary booking={booking} />
          {failure && <FormAlert type="error">{failure}</FormAlert>}
          {(booking.status === 'held' || booking.status === 'expired') &&
            (asking ? (
              <div className="d-flex flex-wrap gap-2">
                <SubmitButton
                  busy={busy}
                  busyLabel={i18n._('Cancelling...')}
                  className="btn btn-danger"
                  onClick={() => void cancel()}
                >
                  {i18n._('Yes, cancel my booking')}
                </SubmitButton>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => setAsking(false)}
                >
                  {i18n._('Keep it')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => setAsking(true)}
              >
                {i18n._('Cancel this booking')}
              </button>
            ))}
        </section>
      </div>
    </>
  );
}
