import { describe, expect, it } from 'vitest';
import { makeTrip, usd } from '../trip-fixtures.ts';
import { bookedPriceLines, splitBookedFees } from './price-lines.tsx';

const price = makeTrip().price;

describe('splitBookedFees', () => {
  it.each([
    ['fees then taxes', price, ['CleaningFee'], ['SalesTax', 'CityTax']],
    ['no taxes', { ...price, fees: price.fees.slice(0, 1), taxes: usd(0) }, ['CleaningFee'], []],
    ['only taxes', { ...price, fees: price.fees.slice(1), feesTotal: usd(0) }, [], ['SalesTax', 'CityTax']],
  ])('%s', (_, p, fees, taxes) => {
    const split = splitBookedFees(p);
    expect(split?.fees.map((f) => f.kind)).toEqual(fees);
    expect(split?.taxes.map((f) => f.kind)).toEqual(taxes);
  });

  it('gives up when the lines do not add up, and the lines show the totals instead', () => {
    const odd = { ...price, feesTotal: usd(49) };
    expect(splitBookedFees(odd)).toBeNull();
    expect(bookedPriceLines(odd).map((l) => l.label)).toEqual([
      '$250.00 x 3 nights',
      'Weekly discount',
      'Fees',
      'Taxes',
      'Total',
    ]);
  });
});
