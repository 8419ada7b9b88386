import { describe, expect, it } from 'vitest';
import { OPEN_TIER, STANDARD_TIER } from './policy-fixtures.ts';
import type { PolicyTierRules } from './tier.ts';
import { validatePolicyTier } from './validate.ts';

const short = STANDARD_TIER.flights.policies[0]!;
const edit = (change: (t: PolicyTierRules) => PolicyTierRules) => validatePolicyTier(change(STANDARD_TIER));
const hotel = (allowedStarRatings: string[], maxPricePerNight: number | null) => (t: PolicyTierRules) => ({
  ...t,
  hotels: { policies: [{ allowedStarRatings, maxPricePerNight }] },
});
const flights = (change: Partial<PolicyTierRules['flights']>) => (t: PolicyTierRules) => ({
  ...t,
  flights: { ...t.flights, ...change },
});

describe('validatePolicyTier', () => {
  it('accepts the open and the standard tiers', () => {
    expect(validatePolicyTier(OPEN_TIER)).toEqual([]);
    expect(validatePolicyTier(STANDARD_TIER)).toEqual([]);
  });

  it.each<[string, (t: PolicyTierRules) => PolicyTierRules, string, string]>([
    [
      'a zero nightly cap',
      hotel(['Four'], 0),
      'hotels.policies.0.maxPricePerNight',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'a negative nightly cap',
      hotel(['Four'], -5),
      'hotels.policies.0.maxPricePerNight',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'a fractional cap',
      hotel(['Four'], 99.5),
      'hotels.policies.0.maxPricePerNight',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'an absurd cap',
      hotel(['Four'], 1_000_000),
      'hotels.policies.0.maxPricePerNight',
      'A cap must be at most $100,000',
    ],
    [
      'no star rating',
      hotel([], 200),
      'hotels.policies.0.allowedStarRatings',
      'Allow at least one star rating (1-5)',
    ],
    [
      'a 6-star rating',
      hotel(['Four', 'Six'], 200),
      'hotels.policies.0.allowedStarRatings',
      'Unknown star rating (1-5): Six',
    ],
    [
      'unrated hotels',
      hotel(['NotAvailable'], 200),
      'hotels.policies.0.allowedStarRatings',
      'Unknown star rating (1-5): NotAvailable',
    ],
    [
      'a star rating twice',
      hotel(['Four', 'Four'], 200),
      'hotels.policies.0.allowedStarRatings',
      'A star rating (1-5) is listed twice',
    ],
    [
      'a zero car cap',
      (t) => ({ ...t, cars: { policies: [{ maxPricePerDay: 0 }] } }),
      'cars.policies.0.maxPricePerDay',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'a long flight at 0 hours',
      flights({ minHoursForLongFlight: 0 }),
      'flights.minHoursForLongFlight',
      'A long flight starts between 1 and 24 hours',
    ],
    [
      'a long flight at 30 hours',
      flights({ minHoursForLongFlight: 30 }),
      'flights.minHoursForLongFlight',
      'A long flight starts between 1 and 24 hours',
    ],
    [
      'two short policies',
      flights({ policies: [short, short] }),
      'flights.policies',
      'One flight policy per duration (Short, Long)',
    ],
    [
      'no fare class',
      flights({ policies: [{ ...short, allowedFareClasses: [] }] }),
      'flights.policies.0.allowedFareClasses',
      'Allow at least one fare class',
    ],
    [
      'an unknown fare class',
      flights({ policies: [{ ...short, allowedFareClasses: ['Coach'] }] }),
      'flights.policies.0.allowedFareClasses',
      'Unknown fare class: Coach',
    ],
    [
      'a round trip under the one-way cap',
      flights({ policies: [{ ...short, maxPriceForOneWay: 500, maxPriceForRoundTrip: 400 }] }),
      'flights.policies.0.maxPriceForRoundTrip',
      'The round-trip cap must be at least the one-way cap',
    ],
    [
      // The admin portal's editor reads what is typed with Number(): text that is not a number is NaN.
      'a cap that is not a number',
      hotel(['Four'], Number.NaN),
      'hotels.policies.0.maxPricePerNight',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
    [
      'a long-flight threshold that is not a number',
      flights({ minHoursForLongFlight: Number.NaN }),
      'flights.minHoursForLongFlight',
      'A long flight starts between 1 and 24 hours',
    ],
    [
      'a zero one-way cap',
      flights({ policies: [{ ...short, maxPriceForOneWay: 0 }] }),
      'flights.policies.0.maxPriceForOneWay',
      'A cap must be a whole number of dollars above 0 (or no cap)',
    ],
  ])('refuses %s', (_, change, path, message) => {
    expect(edit(change)).toEqual([{ path, message }]);
  });
});
