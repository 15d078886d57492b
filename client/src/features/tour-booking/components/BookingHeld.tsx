import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { FormAlert } from '../../../components/form/FormAlert';
import type { HeldBooking } from '../useTourBooking';

/** The answer to a booking: the guide held until a moment, and how to pay the deposit. */
export function BookingHeld({ booking }: { booking: HeldBooking }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, booking.currency, i18n.locale);
  const until = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(booking.holdExpiresAt));
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
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
      <dl className="tour-price-lines">
        <div className="tour-price-line">
          <dt>{i18n._('Dates')}</dt>
          <dd>
            {dayOf(booking.startDate)} – {dayOf(booking.endDate)}
          </dd>
        </div>
        <div className="tour-price-line tour-price-total">
          <dt>{i18n._('Total')}</dt>
          <dd>{money(booking.total)}</dd>
        </div>
        <div className="tour-price-line">
          <dt>{i18n._('Deposit to pay now')}</dt>
          <dd>{money(booking.deposit)}</dd>
        </div>
        <div className="tour-price-line">
          <dt>{i18n._('Balance, due by {date}', { date: dayOf(booking.balanceDueOn) })}</dt>
          <dd>{money(booking.balance)}</dd>
        </div>
      </dl>
    </div>
  );
}
