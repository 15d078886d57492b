import { formatMoney } from '@lanka-tours/shared/money';
import {
  BALANCE_DUE_DAYS_BEFORE,
  balanceDueOn,
  BASE_CURRENCY,
  priceFor,
  type TourPrices,
} from '@lanka-tours/shared/tour-prices';
import { useLingui } from '@lingui/react';
import '../../../styles/price-lines.css';
import { useHydrated } from '../../../lib/useHydrated';
import { Estimated } from './Estimated';

interface PriceLinesProps {
  prices: TourPrices;
  travellers: number;
  /** The chosen first day; the peak season and the balance's day depend on it. */
  startDate: string;
  today: string;
}

/** What the party pays, line by line, as the server works it out when booking. */
export function PriceLines({ prices, travellers, startDate, today }: PriceLinesProps) {
  const { i18n } = useLingui();
  // Before a day is chosen the season is today's, which the browser tells (a page rendered in
  // November may be read in December); the server's page shows no surcharge until then.
  const seasonDay = useHydrated() ? today : '';
  const price = priceFor(prices, travellers, startDate || seasonDay);
  if (!price) return null;
  const money = (cents: number) => formatMoney(cents, BASE_CURRENCY, i18n.locale);
  const dueOn = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const lines: [string, string][] = [
    [
      i18n._('{price} per person × {travellers}', { price: money(price.perPerson), travellers }),
      money(price.subtotal),
    ],
    ...(price.peakSurcharge
      ? [[i18n._('Peak season surcharge'), money(price.peakSurcharge)] as [string, string]]
      : []),
  ];
  return (
    <div className="tour-price-lines" aria-live="polite">
      <dl className="mb-0">
        {lines.map(([label, amount]) => (
          <div key={label} className="tour-price-line">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className="tour-price-line tour-price-total">
          <dt>{i18n._('Total')}</dt>
          <dd>
            {money(price.total)}
            <Estimated usCents={price.total} />
          </dd>
        </div>
        <div className="tour-price-line">
          <dt>{i18n._('Deposit to pay now')}</dt>
          <dd>
            {money(price.deposit)}
            <Estimated usCents={price.deposit} />
          </dd>
        </div>
        <div className="tour-price-line">
          <dt>
            {startDate
              ? i18n._('Balance, due by {date}', {
                  date: dueOn.format(new Date(`${balanceDueOn(startDate, today)}T00:00:00Z`)),
                })
              : i18n._('Balance, due {days} days before the tour', {
                  days: BALANCE_DUE_DAYS_BEFORE,
                })}
          </dt>
          <dd>{money(price.balance)}</dd>
        </div>
      </dl>
    </div>
  );
}
