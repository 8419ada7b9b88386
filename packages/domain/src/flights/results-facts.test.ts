import { describe, expect, it } from 'vitest';
import type { SliceOption, SupplyFare } from './model.ts';
import { optionFacts } from './results-facts.ts';
import { leg } from './test-world.ts';

const ZONES: Record<string, string> = {
  BOS: 'America/New_York',
  ORD: 'America/Chicago',
  LAX: 'America/Los_Angeles',
};
const LOOKUPS = {
  airline: (code: string) =>
    code === 'NK' ? { lowCost: true } : code === 'B6' ? { lowCost: false } : undefined,
  timeZone: (airport: string) => ZONES[airport]!,
};

function fare(shelf: SupplyFare['shelf'], adult: number): SupplyFare {
  return {
    fareId: `f${shelf}`,
    shelf,
    shortBrandName: 'Main',
    cabin: 'Economy',
    bookingCode: 'Y',
    currency: 'USD',
    pricePerPassenger: { adult, child: adult, lapInfant: 0, seatedInfant: adult },
    seatsLeft: 9,
    restrictions: {
      baggage: { carryOn: 'allowed', checked: 'unknown', checkedBagsIncluded: 0 },
      penalties: { kind: 'unknown' },
      seatSelection: 'fee',
      refundability: 'None',
    },
    includes: [],
  };
}

describe('optionFacts of a supplier slice option', () => {
  it('reads times, stops, layovers, carriers, the lowest fare and the shelves', () => {
    const option: SliceOption = {
      id: 'B61-2026-12-01.NK2-2026-12-01',
      connection: {
        legs: [
          leg('B61', 'BOS', 'ORD', [0, '12:00'], [0, '15:00']),
          leg('NK2', 'ORD', 'LAX', [0, '17:05'], [0, '21:30']),
        ],
        selfTransferAt: [true],
      },
      fares: [fare(1, 24_000), fare(0, 19_900), fare(2, 31_000)],
    };
    expect(optionFacts(option, LOOKUPS)).toEqual({
      id: option.id,
      departureUtcMinute: option.connection.legs[0]!.departureUtcMinute,
      arrivalUtcMinute: option.connection.legs[1]!.arrivalUtcMinute,
      // 12:00 UTC is 07:00 in Boston; 21:30 UTC is 13:30 in Los Angeles.
      departureLocalHour: 7,
      arrivalLocalHour: 13,
      durationMinutes: 570,
      stops: 1,
      airlines: [
        { code: 'B6', lowCost: false },
        { code: 'NK', lowCost: true },
      ],
      layoverMinutes: [125],
      priceMinor: 19_900,
      shelfRatings: [1, 0, 2],
      selfTransfer: true,
    });
  });

  it('counts an unknown airline as not low-cost, and a nonstop with no layover', () => {
    const option: SliceOption = {
      id: 'UA1-2026-12-01',
      connection: { legs: [leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30'])], selfTransferAt: [] },
      fares: [fare(0, 10_000)],
    };
    const facts = optionFacts(option, LOOKUPS);
    expect([facts.airlines, facts.layoverMinutes, facts.stops, facts.selfTransfer]).toEqual([
      [{ code: 'UA', lowCost: false }],
      [],
      0,
      false,
    ]);
  });

  it('refuses an option without legs or fares', () => {
    const empty: SliceOption = { id: 'x', connection: { legs: [], selfTransferAt: [] }, fares: [fare(0, 1)] };
    expect(() => optionFacts(empty, LOOKUPS)).toThrow(RangeError);
    const noFares: SliceOption = {
      id: 'y',
      connection: { legs: [leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30'])], selfTransferAt: [] },
      fares: [],
    };
    expect(() => optionFacts(noFares, LOOKUPS)).toThrow(RangeError);
  });
});
