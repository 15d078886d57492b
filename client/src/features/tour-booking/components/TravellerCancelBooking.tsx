import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { serverMessage } from '../../../lib/server-errors';
import { AskTwice } from './AskTwice';

interface CancellableBooking {
  currency: string;
  paid: number;
  refundIfCancelled: number;
}

/**
 * The traveller cancels their booking; once something is paid, they are told first what comes
 * back to them by the cancellation policy.
 */
export function TravellerCancelBooking(props: {
  booking: CancellableBooking;
  onCancel: () => Promise<void>;
}) {
  const { booking, onCancel } = props;
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, booking.currency, i18n.locale);
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    await onCancel().catch((error: unknown) =>
      setFailure(serverMessage(error) ?? i18n._('Network Error')),
    );
    setBusy(false);
  };
  return (
    <AskTwice
      action={i18n._('Cancel this booking')}
      question={
        booking.paid > 0 &&
        i18n._('By our cancellation policy, {refund} of the {paid} you paid comes back to you.', {
          refund: money(booking.refundIfCancelled),
          paid: money(booking.paid),
        })
      }
      confirm={i18n._('Yes, cancel my booking')}
      busy={busy}
      failure={failure}
      onConfirm={() => void cancel()}
    />
  );
}
