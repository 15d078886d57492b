import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { useLingui } from '@lingui/react';
import { FormAlert } from '../../../components/form/FormAlert';
import type { HeldBooking } from '../useTourBooking';
import { BookingSummary } from './BookingSummary';

/** The answer to a booking: the guide held until a moment, and how to pay the deposit. */
export function BookingHeld({ booking }: { booking: HeldBooking }) {
  const { i18n } = useLingui();
  const until = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(booking.holdExpiresAt));
  return (
    <div className="tour-booking-held" tabIndex={-1} ref={(panel) => panel?.focus()}>
      <FormAlert type="success">
        <strong className="d-block">
          {i18n._('Your guide is held for you until {until} (Sri Lanka time).', { until })}
        </strong>
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
