import { describe, expect, it } from 'vitest';
import { canTransition } from '../lifecycles.ts';
import type { PredictionRecommendation } from './enums.ts';
import type { SliceOption, SupplyFare } from './model.ts';
import {
  decideWatchCheck,
  dropThresholdMinor,
  FLIGHT_WATCH,
  hasDeparted,
  lowestTripPrice,
  tripRecommendation,
  watchSearchKey,
  type WatchObservation,
  type WatchSnapshot,
} from './watch.ts';

describe('flight watch lifecycle', () => {
  it('allows exactly the spec path NotWatching -> InProcess -> JustWatched -> Watching and stopping', () => {
    const allowed = Object.fromEntries(
      FLIGHT_WATCH.states.map((s) => [
        s,
        FLIGHT_WATCH.states.filter((t) => canTransition(FLIGHT_WATCH, s, t)),
      ]),
    );
    expect(allowed).toEqual({
      NotWatching: ['InProcess'],
      Watching: ['NotWatching'],
      JustWatched: ['NotWatching', 'Watching'],
      InProcess: ['NotWatching', 'JustWatched'],
    });
  });
});

describe('dropThresholdMinor', () => {
  it.each([
    [100_00, 10_00], // 5% is $5: the $10 floor applies
    [200_00, 10_00], // 5% is exactly $10
    [450_00, 22_50],
    [1_234_57, 61_73], // rounded up to the cent
  ])('from %i minor: %i', (reference, threshold) => {
    expect(dropThresholdMinor(reference)).toBe(threshold);
  });
});

const search = (over: Partial<Parameters<typeof watchSearchKey>[0]> = {}) => ({
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { adultsCount: 2, childAges: [9, 4], lapInfantsCount: 0, seatedInfantsCount: 0 },
  cabin: 'Economy',
  ...over,
});

describe('watchSearchKey', () => {
  it('is the same for the same trip in another spelling or child order', () => {
    const other = search({
      slices: [
        { origin: 'jfk', destination: 'lax', departureDate: '2026-12-10' },
        { origin: 'lax', destination: 'jfk', departureDate: '2026-12-17' },
      ],
      passengers: { adultsCount: 2, childAges: [4, 9], lapInfantsCount: 0, seatedInfantsCount: 0 },
    });
    expect(watchSearchKey(other)).toBe(watchSearchKey(search()));
  });

  it.each([
    ['another cabin', search({ cabin: 'Business' })],
    [
      'another date',
      search({ slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-11' }] }),
    ],
    [
      'another passenger mix',
      search({ passengers: { adultsCount: 2, childAges: [9], lapInfantsCount: 1, seatedInfantsCount: 0 } }),
    ],
    ['another trip type', search({ tripType: 'open_jaw' })],
  ])('differs for %s', (_what, other) => {
    expect(watchSearchKey(other)).not.toBe(watchSearchKey(search()));
  });
});

describe('hasDeparted', () => {
  it.each([
    ['2026-12-09', false],
    ['2026-12-10', false], // the day of departure is still watched
    ['2026-12-11', true],
  ])('today %s: %s', (today, departed) => {
    expect(hasDeparted(search(), today)).toBe(departed);
  });
});

function fare(adult: number, child = adult, currency = 'USD'): SupplyFare {
  return {
    fareId: `f${adult}`,
    shelf: 1,
    shortBrandName: 'Main',
    cabin: 'Economy',
    bookingCode: 'Y',
    currency,
    pricePerPassenger: { adult, child, lapInfant: 0, seatedInfant: child },
    seatsLeft: 9,
    restrictions: {
      baggage: { carryOn: 'allowed', checked: 'notAllowed', checkedBagsIncluded: 0 },
      penalties: { kind: 'unknown' },
      seatSelection: 'fee',
      refundability: 'None',
    },
    includes: [],
  };
}
const option = (...fares: SupplyFare[]): SliceOption => ({
  id: fares.map((f) => f.fareId).join('.'),
  connection: { legs: [], selfTransferAt: [] },
  fares,
});

describe('lowestTripPrice', () => {
  const passengers = { adults: 2, childAges: [7], lapInfants: 1, seatedInfants: 0 };

  it('adds the cheapest fare for all passengers of each slice', () => {
    const out = [option(fare(300_00, 250_00), fare(200_00, 180_00)), option(fare(220_00, 150_00))];
    const back = [option(fare(150_00, 100_00))];
    expect(lowestTripPrice([out, back], passengers)).toEqual({
      // 200*2 + 180 on the way out, 150*2 + 100 back
      totalMinor: 580_00 + 400_00,
      adultMinorBySlice: [200_00, 150_00],
      currency: 'USD',
    });
  });

  it('chooses by the whole party, not by the adult fare', () => {
    // The second fare is dearer per adult but cheaper for a family of 2 adults and a child.
    const out = [option(fare(200_00, 200_00), fare(210_00, 100_00))];
    expect(lowestTripPrice([out], passengers)?.totalMinor).toBe(520_00);
    expect(lowestTripPrice([out], passengers)?.adultMinorBySlice).toEqual([210_00]);
  });

  it('is null when a slice has nothing to sell', () => {
    expect(lowestTripPrice([[option(fare(100_00))], []], passengers)).toBeNull();
    expect(lowestTripPrice([[option()]], passengers)).toBeNull();
  });
});

describe('tripRecommendation', () => {
  it.each<[(PredictionRecommendation | null)[], PredictionRecommendation | null]>([
    [['great'], 'great'],
    [['great', 'good'], 'good'],
    [['good', 'wait'], 'wait'],
    [['fair', 'great'], 'fair'],
    [['great', null], null], // a slice the partner cannot judge: no advice for the trip
    [[], null],
  ])('%j -> %s', (bySlice, expected) => {
    expect(tripRecommendation(bySlice)).toBe(expected);
  });
});

describe('decideWatchCheck', () => {
  const watching = (
    notifiedPriceMinor: number | null,
    lastRecommendation: PredictionRecommendation | null,
  ): WatchSnapshot => ({ state: 'Watching', notifiedPriceMinor, lastRecommendation });
  const seen = (
    priceMinor: number | null,
    recommendation: PredictionRecommendation | null,
  ): WatchObservation => ({
    priceMinor,
    recommendation,
  });

  it.each<[string, WatchSnapshot, WatchObservation, string[], number | null]>([
    // what happened, watch before, observation, reasons to email, reference afterwards
    [
      'first check: reference only',
      { ...watching(null, null), state: 'JustWatched' },
      seen(500_00, 'great'),
      [],
      500_00,
    ],
    [
      'first check without flights',
      { ...watching(null, null), state: 'JustWatched' },
      seen(null, null),
      [],
      null,
    ],
    ['unchanged', watching(500_00, 'wait'), seen(500_00, 'wait'), [], 500_00],
    ['wait -> fair: not a buy', watching(500_00, 'wait'), seen(500_00, 'fair'), [], 500_00],
    ['wait -> good', watching(500_00, 'wait'), seen(498_00, 'good'), ['TurnedToBuy'], 498_00],
    ['fair -> great', watching(500_00, 'fair'), seen(500_00, 'great'), ['TurnedToBuy'], 500_00],
    ['none -> good', watching(500_00, null), seen(500_00, 'good'), ['TurnedToBuy'], 500_00],
    ['good -> great: already told to buy', watching(500_00, 'good'), seen(500_00, 'great'), [], 500_00],
    ['drop just under the threshold', watching(500_00, 'wait'), seen(475_01, 'wait'), [], 500_00],
    ['drop at the threshold', watching(500_00, 'wait'), seen(475_00, 'wait'), ['PriceDropped'], 475_00],
    ['cheap fare: $9 is under the $10 floor', watching(120_00, 'wait'), seen(111_00, 'wait'), [], 120_00],
    [
      'drop and turn at once',
      watching(500_00, 'fair'),
      seen(400_00, 'great'),
      ['TurnedToBuy', 'PriceDropped'],
      400_00,
    ],
    ['rise: reference stays', watching(500_00, 'wait'), seen(650_00, 'wait'), [], 500_00],
    ['no flights today: reference stays', watching(500_00, 'wait'), seen(null, 'wait'), [], 500_00],
  ])('%s', (_what, watch, observation, reasons, reference) => {
    const decision = decideWatchCheck(watch, observation, false);
    expect(decision).toMatchObject({
      kind: 'Update',
      state: 'Watching',
      reasons,
      notifiedPriceMinor: reference,
    });
  });

  it('a slow slide is measured from the last email, not the last check', () => {
    let watch = watching(500_00, 'wait');
    const emailed: number[] = [];
    for (const price of [490_00, 482_00, 476_00, 474_00, 470_00, 455_00, 450_00]) {
      const d = decideWatchCheck(watch, seen(price, 'wait'), false);
      if (d.kind !== 'Update') throw new Error('stopped');
      if (d.reasons.length > 0) emailed.push(price);
      watch = { ...watch, notifiedPriceMinor: d.notifiedPriceMinor };
    }
    // 500 -> 474 is the first 5% drop; from 474 the next is 450.30 or less.
    expect(emailed).toEqual([474_00, 450_00]);
  });

  it('names the price the email compares with', () => {
    expect(decideWatchCheck(watching(500_00, 'wait'), seen(400_00, 'wait'), false)).toMatchObject({
      previousPriceMinor: 500_00,
    });
  });

  it.each<WatchSnapshot['state']>(['JustWatched', 'Watching', 'NotWatching'])(
    'stops a %s watch once the trip departed',
    (state) => {
      expect(decideWatchCheck({ ...watching(500_00, 'wait'), state }, seen(100_00, 'great'), true)).toEqual({
        kind: 'Stop',
        state: 'NotWatching',
      });
    },
  );
});
