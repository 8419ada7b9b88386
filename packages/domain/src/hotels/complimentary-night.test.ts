import { describe, expect, it } from 'vitest';
import {
  complimentaryNightApplies,
  complimentaryNightDiscountMinor,
  complimentaryNightIndexes,
  discountAwareNightlyPrices,
  offersComplimentaryNight,
} from './complimentary-night.ts';
import type { HotelCollection } from './enums.ts';

describe('which hotels offer the complimentary fourth night', () => {
  it.each<[HotelCollection, boolean, boolean]>([
    ['Premier', true, true],
    ['Lifestyle', true, true],
    ['NoCollection', true, false], // only the Premier and Lifestyle collections
    ['Premier', false, false], // only select collection hotels
    ['Lifestyle', false, false],
  ])('%s hotel, taking part: %s -> %s', (collection, takesPart, offers) => {
    expect(offersComplimentaryNight({ collection, offersComplimentaryNight: takesPart })).toBe(offers);
  });

  it.each([
    [1, false],
    [3, false],
    [4, true], // at least four nights
    [9, true],
  ])('a %i-night stay at a select hotel -> %s', (nights, applies) => {
    expect(complimentaryNightApplies({ collection: 'Premier', offersComplimentaryNight: true }, nights)).toBe(
      applies,
    );
  });

  it('never applies at a hotel outside the offer', () => {
    expect(
      complimentaryNightApplies({ collection: 'NoCollection', offersComplimentaryNight: false }, 8),
    ).toBe(false);
  });
});

describe('which nights are free', () => {
  it.each([
    [0, []],
    [3, []],
    [4, [3]], // the 4th night
    [7, [3]],
    [8, [3, 7]], // every 4th night
    [12, [3, 7, 11]],
  ])('%i nights -> free night indexes %j', (nights, indexes) => {
    expect(complimentaryNightIndexes(nights)).toEqual(indexes);
  });
});

describe('nightly discount-aware prices', () => {
  const nightly = [
    { date: '2026-03-02', amountMinor: 20000 },
    { date: '2026-03-03', amountMinor: 21000 },
    { date: '2026-03-04', amountMinor: 22000 },
    { date: '2026-03-05', amountMinor: 23000 },
  ];

  it('makes the fourth night free in every room', () => {
    const prices = discountAwareNightlyPrices(nightly, 2, true);
    expect(prices.map((p) => p.priceMinor)).toEqual([40000, 42000, 44000, 0]);
    expect(prices[3]).toEqual({
      date: '2026-03-05',
      beforeDiscountMinor: 46000,
      discountMinor: 46000,
      priceMinor: 0,
      complimentary: true,
    });
    expect(complimentaryNightDiscountMinor(prices)).toBe(46000);
  });

  it('charges every night when the offer does not apply', () => {
    const prices = discountAwareNightlyPrices(nightly, 1, false);
    expect(prices.every((p) => !p.complimentary && p.discountMinor === 0)).toBe(true);
    expect(complimentaryNightDiscountMinor(prices)).toBe(0);
  });
});
