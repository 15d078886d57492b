import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { heldUntil } from '../held-until';
import type { HeldBooking } from '../useTourBooking';
import { BookingSummary } from './BookingSummary';
import { PaymentStep } from './PaymentStep';

/**
 * The answer to a booking: the guide held until a moment, and how to pay the deposit; paid online,
 * the traveller goes on to the provider's page at once (its button stays, should that not happen).
 */
export function BookingHeld({ booking }: { booking: HeldBooking }) {
  const { i18n } = useLingui();
  const { url } = booking.payment;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <div className="tour-booking-held" tabIndex={-1} ref={(panel) => panel?.focus()}>
      <FormAlert type="success">
        <strong className="d-block">{heldUntil(i18n, booking.holdExpiresAt)}</strong>
        {i18n._('Your reference is {reference}. We have emailed you the details.', {
          reference: booking.reference,
        })}
      </FormAlert>
      <PaymentStep booking={booking} />
      <BookingSummary booking={booking} />
    </div>
  );
}
