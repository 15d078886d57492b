import { screen } from '@testing-library/react';
import { PriceLines } from '../../client/src/features/tour-booking/components/PriceLines';
import { PriceEstimateContext } from '../../client/src/features/tour-booking/price-estimate';
import { seedDocuments } from '../support/seed-content';
import { render } from './support/english';

/** 250, 225 and 200 dollars a person; 10 % more from December to March; a deposit of 20 %. */
const [threeDays] = seedDocuments('dayPlan').filter(({ days }) => days === 3);
const prices = threeDays.options[0].prices!;

/** The lines as a visitor reads them: label and amount. */
function lines(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

test('a party of four in July: the price per person, the total, the deposit, the balance and its day', () => {
  render(<PriceLines prices={prices} travellers={4} startDate="2027-07-07" today="2026-11-29" />);

  expect(lines()).toEqual([
    ['$225 per person × 4', '$900'],
    ['Total', '$900'],
    ['Deposit to pay now', '$180'],
    ['Balance, due by June 23, 2027', '$720'],
  ]);
});

test('in the peak season the surcharge is a line of its own; a tour soon has its balance due now', () => {
  render(<PriceLines prices={prices} travellers={2} startDate="2026-12-05" today="2026-11-29" />);

  expect(lines()).toEqual([
    ['$250 per person × 2', '$500'],
    ['Peak season surcharge', '$50'],
    ['Total', '$550'],
    ['Deposit to pay now', '$110'],
    ['Balance, due by November 29, 2026', '$440'],
  ]);
});

test('with an estimate chosen, the total and the deposit are also shown in that currency', () => {
  const rates = { EUR: 0.92, GBP: 0.79, LKR: 300, RUB: 92, CNY: 7.2 };
  render(
    <PriceEstimateContext value={{ currency: 'GBP', rates }}>
      <PriceLines prices={prices} travellers={4} startDate="2027-07-07" today="2026-11-29" />
    </PriceEstimateContext>,
  );

  // 900 and 180 dollars at 0.79 pounds to the dollar, in whole pounds.
  expect(lines()).toEqual([
    ['$225 per person × 4', '$900'],
    ['Total', '$900≈ £711'],
    ['Deposit to pay now', '$180≈ £142'],
    ['Balance, due by June 23, 2027', '$720'],
  ]);
});
