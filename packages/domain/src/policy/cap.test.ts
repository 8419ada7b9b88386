import { describe, expect, it } from 'vitest';
import { bookingCapMinor, unitCap } from './cap.ts';
import { OPEN_TIER, STANDARD_TIER } from './policy-fixtures.ts';
import type { PolicySubject, PolicyTierRules } from './tier.ts';

const hotel = (starRating: string, pricePerNight: number): PolicySubject => ({
  kind: 'Hotel',
  starRating,
  pricePerNight,
});
const short = { durationMinutes: 120, stopoverMinutes: 0, fareClass: 'Economy' };
const TWO_CAR_POLICIES: PolicyTierRules = {
  ...STANDARD_TIER,
  cars: { policies: [{ maxPricePerDay: 90 }, { maxPricePerDay: 150 }] },
};

describe('unitCap', () => {
  it.each<[string, PolicyTierRules, PolicySubject, number | null]>([
    ['a hotel under the nightly cap', STANDARD_TIER, hotel('Four', 250), 300],
    ['a hotel whose stars no policy allows', STANDARD_TIER, hotel('Two', 120), 300],
    ['a hotel of an open tier', OPEN_TIER, hotel('Four', 250), null],
    ['a car: the highest of alternative caps', TWO_CAR_POLICIES, { kind: 'Car', pricePerDay: 80 }, 150],
    ['a car of an open tier', OPEN_TIER, { kind: 'Car', pricePerDay: 80 }, null],
    [
      'a one-way short flight',
      STANDARD_TIER,
      { kind: 'Flight', tripType: 'one_way', slices: [short], pricePerTraveler: 300 },
      400,
    ],
    [
      'a round trip',
      STANDARD_TIER,
      { kind: 'Flight', tripType: 'round_trip', slices: [short, short], pricePerTraveler: 500 },
      700,
    ],
  ])('%s', (_name, tier, subject, cap) => {
    expect(unitCap(tier, subject)).toBe(cap);
  });
});

describe('bookingCapMinor', () => {
  it.each<[string, PolicySubject, number | null, number | null]>([
    // 3 nights at $250 plus 14% taxes = $855; the $300 cap over the same stay = $1,026.
    ['scales the nightly cap to the stay', hotel('Four', 250), 85_500, 102_600],
    ['over the cap: the cap is below what was paid', hotel('Four', 400), 136_800, 102_600],
    ['unknown total', hotel('Four', 250), null, null],
    ['free unit price', hotel('Four', 0), 0, null],
  ])('%s', (_name, subject, total, cap) => {
    expect(bookingCapMinor(STANDARD_TIER, subject, total)).toBe(cap);
  });

  it('is null when the tier does not cap', () => {
    expect(bookingCapMinor(OPEN_TIER, hotel('Four', 250), 85_500)).toBeNull();
  });
});
