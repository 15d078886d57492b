import { formatMoney } from '@lanka-tours/shared/money';
import {
  BASE_CURRENCY,
  PRICE_BANDS,
  toMinorUnits,
  type TourPrices,
} from '@lanka-tours/shared/tour-prices';
import { useLingui } from '@lingui/react';
import { MONTHS } from '@lanka-tours/shared/months';
import { Estimated } from '../../tour-booking';

/** What each traveller pays by the party's size, the deposit, and the peak season's surcharge. */
export function TourPriceTable({ prices }: { prices: TourPrices }) {
  const { i18n } = useLingui();
  const monthFormat = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' });
  const monthName = (month: string) =>
    monthFormat.format(Date.UTC(2026, MONTHS.indexOf(month as (typeof MONTHS)[number]), 1));
  const { peakSeason } = prices;
  return (
    <>
      <table className="table tour-price-table">
        <caption className="visually-hidden">{i18n._('Price per person by party size')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Travellers')}</th>
            <th scope="col" className="text-end">
              {i18n._('Per person')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PRICE_BANDS.map(({ band, from, to }) => (
            <tr key={band}>
              <th scope="row">{i18n._('{from}–{to}', { from, to })}</th>
              <td className="text-end">
                {formatMoney(toMinorUnits(prices[band]), BASE_CURRENCY, i18n.locale)}
                <Estimated usCents={toMinorUnits(prices[band])} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        {i18n._('A deposit of {percent} % confirms the booking.', {
          percent: prices.depositPercent,
        })}{' '}
        {peakSeason &&
          i18n._('In {months}, {percent} % is added for the peak season.', {
            months: new Intl.ListFormat(i18n.locale).format(peakSeason.months.map(monthName)),
            percent: peakSeason.surchargePercent,
          })}
      </p>
    </>
  );
}
