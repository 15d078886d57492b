import { useEffect, useState } from 'react';
import { useGraphqlRead } from '../../data/useGraphqlRead';
import { useSendGraphql } from '../../data/useSendGraphql';
import {
  CancelTourBookingDocument,
  ManagedTourBookingDocument,
  type ManagedBookingFragment,
} from '../../graphql/requests.generated';
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
  const send = useSendGraphql();
  const [reads, setReads] = useState(0);
  const [read, setRead] = useGraphqlRead(ManagedTourBookingDocument, { manageToken: token }, reads);
  const loaded: LoadedBooking | null =
    read && ('data' in read ? { booking: read.data.tourBooking } : read);

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
      setRead({ data: { tourBooking: cancelTourBooking } }),
    );
  return { loaded, cancel, awaiting };
}
