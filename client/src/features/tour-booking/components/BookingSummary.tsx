import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import '../../../styles/price-lines.css';

/** What a booked tour costs and when: as the booking answer and the manage page show it. */
export interface SummarisedBooking {
  startDate: string;
  endDate: string;
  currency: string;
  total: number;
  deposit: number;
  balance: number;
  balanceDueOn: string;
  /** What has been paid: once it is, the deposit reads as paid. */
  paid?: number;
  /** A cancelled booking owes no balance. */
  status?: string;
}

/** A booking's dates, total, deposit and balance with its day. */
export function BookingSummary({ booking }: { booking: SummarisedBooking }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, booking.currency, i18n.locale);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  return (
    <dl className="tour-price-lines">
      <div className="tour-price-line tour-price-dates">
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
        <dt>{booking.paid ? i18n._('Deposit paid') : i18n._('Deposit')}</dt>
        <dd>{money(booking.deposit)}</dd>
      </div>
      {booking.status !== 'cancelled' && (
        <div className="tour-price-line">
          <dt>{i18n._('Balance, due by {date}', { date: dayOf(booking.balanceDueOn) })}</dt>
          <dd>{money(booking.balance)}</dd>
        </div>
      )}
    </dl>
  );
}
