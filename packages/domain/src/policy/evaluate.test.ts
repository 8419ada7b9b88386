import { describe, expect, it } from 'vitest';
import {
  evaluateCar,
  evaluateFlight,
  evaluateHotel,
  evaluateSliceFare,
  flightCap,
  isInPolicy,
  sliceDuration,
} from './evaluate.ts';
import { OPEN_TIER, STANDARD_TIER } from './policy-fixtures.ts';
import type { FlightSliceFacts, FlightSubject, PolicyTierRules } from './tier.ts';
import { isRestrictive } from './tier.ts';

const hours = (h: number) => h * 60;
const slice = (flying: number, stopover = 0, fareClass = 'Economy'): FlightSliceFacts => ({
  durationMinutes: hours(flying) + stopover,
  stopoverMinutes: stopover,
  fareClass,
});
const flight = (tripType: FlightSubject['tripType'], slices: FlightSliceFacts[], pricePerTraveler: number) =>
  ({ kind: 'Flight', tripType, slices, pricePerTraveler }) as const;

describe('isRestrictive', () => {
  const hotelsOf = (policies: PolicyTierRules['hotels']['policies']) => ({
    ...OPEN_TIER,
    hotels: { policies },
  });
  const withFlights = (change: Partial<PolicyTierRules['flights']>) => ({
    ...OPEN_TIER,
    flights: { ...OPEN_TIER.flights, ...change },
  });
  const firstFlightPolicy = OPEN_TIER.flights.policies[0]!;
  it.each<[string, PolicyTierRules, boolean]>([
    ['everything allowed', OPEN_TIER, false],
    ['no policies at all', { ...OPEN_TIER, hotels: { policies: [] }, cars: { policies: [] } }, false],
    ['the standard tier', STANDARD_TIER, true],
    [
      'a nightly cap',
      hotelsOf([{ allowedStarRatings: ['One', 'Two', 'Three', 'Four', 'Five'], maxPricePerNight: 500 }]),
      true,
    ],
    [
      '4 of 5 star ratings',
      hotelsOf([{ allowedStarRatings: ['Two', 'Three', 'Four', 'Five'], maxPricePerNight: null }]),
      true,
    ],
    ['a daily car cap', { ...OPEN_TIER, cars: { policies: [{ maxPricePerDay: 90 }] } }, true],
    ['long flights disabled', withFlights({ enableLongFlights: false }), true],
    ['a one-way cap', withFlights({ policies: [{ ...firstFlightPolicy, maxPriceForOneWay: 800 }] }), true],
    [
      'a round-trip cap',
      withFlights({ policies: [{ ...firstFlightPolicy, maxPriceForRoundTrip: 800 }] }),
      true,
    ],
    [
      'no First class',
      withFlights({
        policies: [
          {
            ...firstFlightPolicy,
            allowedFareClasses: ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business'],
          },
        ],
      }),
      true,
    ],
  ])('%s -> %s', (_, tier, restrictive) => {
    expect(isRestrictive(tier)).toBe(restrictive);
  });
});

describe('evaluateHotel', () => {
  it.each<[string, number, boolean, string[]]>([
    ['Four', 250, true, []],
    ['Three', 300, true, []], // the cap itself is allowed
    ['Five', 300.01, false, ['Over the $300 nightly cap']],
    ['Two', 120, false, ['2-star hotels are not allowed']],
    ['NotAvailable', 90, false, ['Unrated hotels are not allowed']],
    ['One', 450, false, ['1-star hotels are not allowed', 'Over the $300 nightly cap']],
  ])('%s at $%s -> %s', (starRating, pricePerNight, inPolicy, violations) => {
    expect(evaluateHotel(STANDARD_TIER, { kind: 'Hotel', starRating, pricePerNight })).toEqual({
      inPolicy,
      violations,
    });
  });

  it('in policy when any one of several hotel policies allows it', () => {
    const tier = {
      ...STANDARD_TIER,
      hotels: {
        policies: [...STANDARD_TIER.hotels.policies, { allowedStarRatings: ['Five'], maxPricePerNight: 600 }],
      },
    };
    expect(evaluateHotel(tier, { kind: 'Hotel', starRating: 'Five', pricePerNight: 550 }).inPolicy).toBe(
      true,
    );
    expect(evaluateHotel(tier, { kind: 'Hotel', starRating: 'Four', pricePerNight: 550 }).violations).toEqual(
      ['Over the $300 nightly cap'],
    );
  });
});

describe('evaluateCar', () => {
  it.each<[number, string[]]>([
    [149.5, []],
    [150, []],
    [151, ['Over the $150 daily cap']],
  ])('$%s a day -> %j', (pricePerDay, violations) => {
    expect(evaluateCar(STANDARD_TIER, { kind: 'Car', pricePerDay }).violations).toEqual(violations);
  });
});

describe('sliceDuration', () => {
  it.each<[string, FlightSliceFacts, 'Short' | 'Long']>([
    ['5h nonstop', slice(5), 'Short'],
    ['exactly 6h is not over 6h', slice(6), 'Short'],
    ['6h01 nonstop', { durationMinutes: 361, stopoverMinutes: 0, fareClass: 'Economy' }, 'Long'],
    ['5h flying with a 3h layover', slice(5, 180), 'Short'],
    ['7h flying with a 1h layover', slice(7, 60), 'Long'],
  ])('%s -> %s', (_, facts, duration) => {
    expect(sliceDuration(STANDARD_TIER, facts)).toBe(duration);
  });
});

describe('flightCap', () => {
  it.each<[string, FlightSubject, number | null]>([
    ['one short one-way', flight('one_way', [slice(2)], 0), 400],
    ['one long one-way', flight('one_way', [slice(9)], 0), 1000],
    [
      'three short multi-city slices scale the one-way cap',
      flight('multi_city', [slice(2), slice(3), slice(1)], 0),
      1200,
    ],
    ['mixed short and long slices sum their own caps', flight('multi_city', [slice(2), slice(9)], 0), 1400],
    ['a short round trip', flight('round_trip', [slice(2), slice(2)], 0), 700],
    ['a round trip with a long slice uses the long cap', flight('round_trip', [slice(2), slice(9)], 0), 1800],
    ['an open jaw is a round trip', flight('open_jaw', [slice(2), slice(3)], 0), 700],
    ['uncapped', flight('one_way', [slice(2)], 0), null],
  ])('%s -> %s', (name, subject, cap) => {
    expect(flightCap(name === 'uncapped' ? OPEN_TIER : STANDARD_TIER, subject)).toBe(cap);
  });
});

describe('evaluateFlight', () => {
  const noLong = { ...STANDARD_TIER, flights: { ...STANDARD_TIER.flights, enableLongFlights: false } };
  it.each<[string, PolicyTierRules, FlightSubject, string[]]>([
    ['economy under the cap', STANDARD_TIER, flight('one_way', [slice(2)], 399), []],
    [
      'over the one-way cap',
      STANDARD_TIER,
      flight('one_way', [slice(2)], 401),
      ['Over the $400 one-way cap'],
    ],
    [
      'over the round-trip cap',
      STANDARD_TIER,
      flight('round_trip', [slice(2), slice(2)], 720),
      ['Over the $700 round-trip cap'],
    ],
    [
      'business on a short slice',
      STANDARD_TIER,
      flight('one_way', [slice(2, 0, 'Business')], 300),
      ['Business fares are not allowed'],
    ],
    [
      'premium economy allowed only when long',
      STANDARD_TIER,
      flight('round_trip', [slice(9, 0, 'PremiumEconomy'), slice(2, 0, 'PremiumEconomy')], 900),
      ['Premium economy fares are not allowed'],
    ],
    [
      'long flights disabled',
      noLong,
      flight('one_way', [slice(9)], 500),
      ['Flights over 6 hours are not allowed'],
    ],
    ['short flights fine with long ones disabled', noLong, flight('one_way', [slice(5, 240)], 300), []],
    ['everything allowed', OPEN_TIER, flight('one_way', [slice(12, 0, 'First')], 9000), []],
  ])('%s', (_, tier, subject, violations) => {
    expect(evaluateFlight(tier, subject)).toEqual({ inPolicy: violations.length === 0, violations });
  });
});

describe('evaluateSliceFare (one slice on the results page)', () => {
  it.each<[string, FlightSubject['tripType'], FlightSliceFacts, number, string[]]>([
    ['a one-way slice under its cap', 'one_way', slice(2), 400, []],
    ['a one-way slice over its cap', 'one_way', slice(2), 450, ['Over the $400 one-way cap']],
    ['a long multi-city slice has the long cap', 'multi_city', slice(8), 900, []],
    ['a round-trip slice within half the cap', 'round_trip', slice(2), 350, []],
    [
      'a round-trip slice over half the cap',
      'round_trip',
      slice(2),
      351,
      ['Over $350, half the $700 round-trip cap'],
    ],
    ['a business fare', 'round_trip', slice(2, 0, 'Business'), 200, ['Business fares are not allowed']],
  ])('%s', (_, tripType, facts, price, violations) => {
    expect(evaluateSliceFare(STANDARD_TIER, tripType, facts, price).violations).toEqual(violations);
  });
});

describe('isInPolicy', () => {
  it.each<[string, { inPolicy: boolean } | undefined, boolean]>([
    ['judged in policy', { inPolicy: true }, true],
    ['judged out of policy', { inPolicy: false }, false],
    ['not judged (no restrictive tier)', undefined, true],
  ])('%s', (_name, evaluation, expected) => {
    expect(isInPolicy(evaluation)).toBe(expected);
  });
});
