import { describe, expect, it } from 'vitest';
import {
  creditMinorToRewardsPoints,
  earnMinor,
  fiatMinorToRewardsMinor,
  fiatMinorToRewardsValue,
  formatRewards,
  formatUsd,
  isCashRewards,
  majorToMinor,
  minorToMajor,
  mulDivCeil,
  mulDivHalfUp,
  percentOfMinor,
  rewardsMinorToFiatMinor,
  rewardsMinorToValue,
  rewardsValueToMinor,
  roundFiatToWholeUnits,
  toFiat,
} from './money.ts';

describe('integer rounding', () => {
  it.each([
    [5, 1, 10, 1], // 0.5 -> 1
    [4, 1, 10, 0], // 0.4 -> 0
    [15, 1, 10, 2], // 1.5 -> 2
    [-5, 1, 10, -1], // half away from zero
    [-4, 1, 10, 0],
    [0, 7, 3, 0],
    [10, 3, 4, 8], // 7.5 -> 8
    [12345, 1000, 10000, 1235], // 1234.5 -> 1235
    [12344, 1000, 10000, 1234], // 1234.4 -> 1234
  ])('mulDivHalfUp(%i, %i, %i) = %i', (n, mul, div, expected) => {
    expect(mulDivHalfUp(n, mul, div)).toBe(expected);
  });

  it.each([
    [1, 1, 3, 1],
    [3, 1, 3, 1],
    [4, 1, 3, 2],
    [-4, 1, 3, -1],
    [0, 1, 3, 0],
  ])('mulDivCeil(%i, %i, %i) = %i', (n, mul, div, expected) => {
    expect(mulDivCeil(n, mul, div)).toBe(expected);
  });

  it('rejects non-integers and zero divisors', () => {
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
  });

  it.each([
    [10000, 1000, 1000], // 10% of $100
    [12345, 1200, 1481], // 12% of 123.45 = 14.814 -> 14.81
    [125, 1000, 13], // 12.5 cents -> 13 (half up)
    [124, 1000, 12],
    [0, 1200, 0],
  ])('percentOfMinor(%i, %i bps) = %i', (minor, bps, expected) => {
    expect(percentOfMinor(minor, bps)).toBe(expected);
  });
});

describe('fiat', () => {
  it.each([
    [12345, 123.45],
    [100, 1],
    [1, 0.01],
    [29, 0.29],
    [0, 0],
    [-250, -2.5],
  ])('toFiat(%i).value = %d', (minor, value) => {
    expect(toFiat(minor)).toEqual({ value, currencyCode: 'USD', currencySymbol: '$' });
    expect(minorToMajor(minor)).toBe(value);
  });

  it('minorToMajor is the two-decimal value for every amount up to $100 million, and never -0', () => {
    const viaText = (minor: number) => Number((Math.round(minor) / 100).toFixed(2));
    const samples = [-0, -1, -99_999, 2 ** 31, 10_000_000_000];
    for (let minor = -200_000; minor <= 200_000; minor += 1) samples.push(minor);
    // Spread over the range by a fixed sequence (the same amounts every run).
    for (let i = 0, x = 1; i < 200_000; i += 1) samples.push((x = (x * 48_271) % 2_147_483_647) * 4);
    for (const minor of samples) {
      if (minorToMajor(minor) !== viaText(minor))
        throw new Error(`minorToMajor(${minor}) = ${minorToMajor(minor)}`);
    }
    expect(Object.is(minorToMajor(-0), 0)).toBe(true);
    expect(minorToMajor(-0.4)).toBe(0);
  });

  it.each([
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 101],
    [-2.5, -250],
  ])('majorToMinor(%d) = %i', (value, minor) => {
    expect(majorToMinor(value)).toBe(minor);
  });

  it.each([
    [12349, 123],
    [12350, 124], // half up
    [12399, 124],
    [0, 0],
  ])('roundFiatToWholeUnits(%i) = %i', (minor, whole) => {
    expect(roundFiatToWholeUnits(minor)).toBe(whole);
  });

  it.each([
    [123456, {}, '$1,234.56'],
    [123456, { wholeUnits: true }, '$1,235'],
    [123449, { wholeUnits: true }, '$1,234'],
    [5, {}, '$0.05'],
    [0, { wholeUnits: true }, '$0'],
    [-1050, {}, '-$10.50'],
  ])('formatUsd(%i, %o) = %s', (minor, options, text) => {
    expect(formatUsd(minor, options)).toBe(text);
  });
});

describe('rewards units', () => {
  it('Miles: 1 USD = 100 miles, i.e. one mile per cent; rounding up', () => {
    expect(fiatMinorToRewardsMinor(12345, 'Miles')).toBe(12345);
    expect(fiatMinorToRewardsValue(12345, 'Miles')).toBe(12345);
    expect(rewardsMinorToFiatMinor(12345, 'Miles')).toBe(12345);
    expect(rewardsValueToMinor(100.2, 'Miles')).toBe(101);
    expect(rewardsValueToMinor(100, 'Miles')).toBe(100);
  });

  it('Cash: 1 USD = 1 cash, stored as cents, shown with 2 decimals', () => {
    expect(fiatMinorToRewardsMinor(12345, 'Cash')).toBe(12345);
    expect(fiatMinorToRewardsValue(12345, 'Cash')).toBe(123.45);
    expect(rewardsMinorToValue(5, 'Cash')).toBe(0.05);
    expect(rewardsValueToMinor(123.45, 'Cash')).toBe(12345);
    expect(rewardsValueToMinor(0.125, 'Cash')).toBe(13);
    expect(isCashRewards('Cash')).toBe(true);
    expect(isCashRewards('Miles')).toBe(false);
  });

  it('unknown programmes behave like miles', () => {
    expect(fiatMinorToRewardsMinor(250, 'Points')).toBe(250);
  });

  it('credit converts at 100 points per dollar', () => {
    expect(creditMinorToRewardsPoints(2500)).toBe(2500);
    expect(creditMinorToRewardsPoints(1)).toBe(1);
  });

  it.each([
    // Miles: dollars × multiplier, rounded up.
    [12345, 2, 'Miles', 247], // $123.45 × 2 = 246.9 miles
    [10000, 2, 'Miles', 200],
    [101, 1.25, 'Miles', 2], // 1.2625 miles
    [0, 5, 'Miles', 0],
    // Cash: the multiplier is a percent, half up to a cent.
    [10000, 1.5, 'Cash', 150],
    [101, 1.5, 'Cash', 2], // 1.515 cents
    [99, 1.5, 'Cash', 1], // 1.485 cents
    [12345, 2.5, 'Cash', 309], // 308.625 cents
  ])('earnMinor(%i, %d, %s) = %i', (amountMinor, multiplier, currency, earned) => {
    expect(earnMinor(amountMinor, multiplier, currency)).toBe(earned);
  });

  it.each([
    [1234567, 'Miles', undefined, '1,234,567 miles'],
    [1234567, 'Miles', 'Venture Miles', '1,234,567 Venture Miles'],
    [12345, 'Cash', undefined, '$123.45'],
  ])('formatRewards(%i, %s, %s) = %s', (minor, currency, description, text) => {
    expect(formatRewards(minor, currency, description)).toBe(text);
  });
});
