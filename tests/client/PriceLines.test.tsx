import { screen } from '@testing-library/react';
import { PriceLines } from '../../client/src/features/tour-booking/components/PriceLines';
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
