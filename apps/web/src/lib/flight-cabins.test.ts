import { describe, expect, test } from 'vitest';
import { fareTitle } from './flight-cabins.ts';

describe('fareTitle', () => {
  test.each([
    ['Basic Economy', 'BasicEconomy', 'Basic Economy'],
    ['Basic', 'BasicEconomy', 'Basic · Basic economy'],
    ['Main Cabin', 'Economy', 'Main Cabin · Economy'],
    ['economy', 'Economy', 'economy'],
    ['Delta One', 'Business', 'Delta One · Business'],
  ] as const)('%s in %s reads "%s"', (brand, cabin, title) => {
    expect(fareTitle(brand, cabin)).toBe(title);
  });
});
