import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSendGraphql } from '../../data/useSendGraphql';
import {
  CancelTourBookingDocument,
  ManagedTourBookingDocument,
  type ManagedBookingFragment,
} from '../../graphql/requests.generated';
import { serverMessage } from '../../lib/server-errors';
import { owedNow } from './components/PaymentStep';

/** Which part of the price a traveller comes back from paying. */
export type PaymentPart = 'deposit' | 'balance';

export type LoadedBooking = { booking: ManagedBookingFragment } | { refused: string };

/** While a payment comes back unconfirmed, the booking is read again this often, this many times. */
const READ_AGAIN_MS = 3000;
const MOST_READS = 40;

/**
 * The booking a manage link names, and cancelling it. Back from paying a part online
 * (`awaitingPayment`), a booking that still owes it (held for its deposit; confirmed, its balance
 * unpaid) is read again every few seconds for two minutes: the provider's notification, not the
 * return, records the payment.
 */
export function useManagedBooking(token: string, awaitingPayment: PaymentPart | null) {
  const { i18n } = useLingui();
  const send = useSendGraphql();
  const [loaded, setLoaded] = useState<LoadedBooking | null>(null);
  const [reads, setReads] = useState(0);

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
  }, [send, token, i18n, reads]);

  const booking = loaded && 'booking' in loaded ? loaded.booking : null;
  const awaiting =
    booking !== null &&
    (awaitingPayment === 'balance'
      ? booking.status === 'confirmed' && owedNow(booking) > 0
      : awaitingPayment === 'deposit' && booking.status === 'held');
  useEffect(() => {
    if (!awaiting || reads >= MOST_READS) return;
    const timer = setTimeout(() => setReads((count) => count + 1), READ_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [awaiting, reads]);

  const cancel = () =>
    send(CancelTourBookingDocument, { manageToken: token }).then(({ cancelTourBooking }) =>
      setLoaded({ booking: cancelTourBooking }),
    );
  return { loaded, cancel, awaiting };
}
