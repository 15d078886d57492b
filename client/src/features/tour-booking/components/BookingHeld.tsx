import { useLingui } from '@lingui/react';
import { FormAlert } from '../../../components/form/FormAlert';
import { heldUntil } from '../held-until';
import type { HeldBooking } from '../useTourBooking';
import { BookingSummary } from './BookingSummary';

/** The answer to a booking: the guide held until a moment, and how to pay the deposit. */
export function BookingHeld({ booking }: { booking: HeldBooking }) {
  const { i18n } = useLingui();
  return (
    <div className="tour-booking-held" tabIndex={-1} ref={(panel) => panel?.focus()}>
      <FormAlert type="success">
        <strong className="d-block">{heldUntil(i18n, booking.holdExpiresAt)}</strong>
        {i18n._('Your reference is {reference}. We have emailed you the details.', {
          reference: booking.reference,
        })}
      </FormAlert>
      {booking.payment.instructions && (
        <p className="tour-payment-instructions">{booking.payment.instructions}</p>
      )}
      <BookingSummary booking={booking} />
    </div>
  );
}
