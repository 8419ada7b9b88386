import { describe, expect, it } from 'vitest';
import { sliceValuesMinor } from './exchange-value.ts';

describe('sliceValuesMinor', () => {
  it.each([
    [45_000, 1, [45_000]],
    [45_000, 2, [22_500, 22_500]],
    [45_001, 2, [22_500, 22_501]],
    [10_000, 3, [3_333, 3_333, 3_334]],
    [0, 2, [0, 0]],
  ])('%i over %i slices is %j, adding up to the total', (total, slices, expected) => {
    const values = sliceValuesMinor(total, slices);
    expect(values).toEqual(expected);
    expect(values.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses a trip without slices', () => {
    expect(() => sliceValuesMinor(100, 0)).toThrow(RangeError);
  });
});
