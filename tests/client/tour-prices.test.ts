import {
  bandOf,
  fromPrice,
  LARGEST_PRICED_PARTY,
  priceFor,
  type TourPrices,
} from '@lanka-tours/shared/tour-prices';

const PRICES: TourPrices = {
  oneToTwo: 250,
  threeToFive: 225,
  sixToTen: 199,
  depositPercent: 20,
  peakSeason: { surchargePercent: 10, months: ['December', 'January', 'February', 'March'] },
};

test.each([
  [1, 'oneToTwo'],
  [2, 'oneToTwo'],
  [3, 'threeToFive'],
  [5, 'threeToFive'],
  [6, 'sixToTen'],
  [10, 'sixToTen'],
])('a party of %i is priced in the %s band', (travellers, band) => {
  expect(bandOf(travellers)).toBe(band);
});

test.each([0, 11, 2.5, -1])('a party of %s is not priced: it asks for a quote', (travellers) => {
  expect(priceFor(PRICES, travellers, '2027-05-10')).toBeUndefined();
  expect(LARGEST_PRICED_PARTY).toBe(10);
});

test('outside the peak season: per person × travellers, 20 % now, the rest later, in cents', () => {
  expect(priceFor(PRICES, 4, '2027-05-10')).toEqual({
    currency: 'USD',
    travellers: 4,
    perPerson: 22500,
    subtotal: 90000,
    peakSurcharge: 0,
    total: 90000,
    deposit: 18000,
    balance: 72000,
  });
});

test.each(['2026-12-01', '2027-01-31', '2027-03-31'])(
  'a tour starting on %s, in the peak season, adds its surcharge',
  (startDate) => {
    expect(priceFor(PRICES, 2, startDate)).toMatchObject({
      subtotal: 50000,
      peakSurcharge: 5000,
      total: 55000,
      deposit: 11000,
      balance: 44000,
    });
  },
);

test.each(['2026-11-30', '2027-04-01'])('a tour starting on %s is out of season', (startDate) => {
  expect(priceFor(PRICES, 2, startDate)?.peakSurcharge).toBe(0);
});

test('shares of a cent are rounded to the nearest cent, and deposit and balance add up', () => {
  const odd: TourPrices = { ...PRICES, sixToTen: 333, depositPercent: 15 };
  const price = priceFor(odd, 7, '2027-02-14')!;

  expect(price.subtotal).toBe(233100);
  expect(price.peakSurcharge).toBe(23310);
  expect(price.total).toBe(256410);
  // 15 % of 256,410 cents is 38,461.5: half a cent goes up.
  expect(price.deposit).toBe(38462);
  expect(price.deposit + price.balance).toBe(price.total);
  expect(Object.values(price).filter((value) => typeof value === 'number')).toEqual(
    Object.values(price)
      .filter((value) => typeof value === 'number')
      .map((value) => Math.round(value as number)),
  );
});

test('a price without a peak season is the same all year', () => {
  const allYear: TourPrices = { ...PRICES, peakSeason: undefined };
  expect(priceFor(allYear, 2, '2027-01-10')?.peakSurcharge).toBe(0);
});

test('the "from" price is the lowest per person, in cents', () => {
  expect(fromPrice(PRICES)).toBe(19900);
});
