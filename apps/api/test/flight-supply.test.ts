import { describe, expect, it } from 'vitest';
import type { Passengers, SliceOption, TripSearch } from '@portal/domain/flights/model';
import {
  createFlightSupplySimulator,
  OPTIONS_PER_SLICE,
} from '../src/providers/flight-supply/simulator/flight-supply-simulator.ts';
import { minConnectionMinutes } from '../src/providers/flight-supply/simulator/connection-rules.ts';
import { fareKey } from '../src/providers/flight-supply/simulator/fare-id.ts';
import {
  FALLING_ROUTE,
  NO_FLIGHTS_AIRPORT,
  RISING_ROUTE,
  SOLD_OUT_BASIC_ROUTE,
} from '../src/providers/flight-supply/simulator/test-inputs.ts';

const supply = createFlightSupplySimulator();
const now = new Date('2026-11-20T15:00:00Z');
const later = new Date('2026-11-20T15:05:00Z');
const ONE: Passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
const trip = (
  slices: [string, string, string][],
  over: Partial<Pick<TripSearch, 'passengers' | 'cabin'>> = {},
): TripSearch => ({
  slices: slices.map(([origin, destination, departureDate]) => ({ origin, destination, departureDate })),
  passengers: over.passengers ?? ONE,
  cabin: over.cabin ?? 'Economy',
});
async function options(
  origin: string,
  destination: string,
  date = '2026-12-10',
  over = {},
): Promise<SliceOption[]> {
  const answer = await supply.search(trip([[origin, destination, date]], over), now);
  if (answer.kind !== 'Found') throw new Error(`${origin}-${destination}: ${answer.kind}`);
  return answer.slices[0]!;
}

describe('flight supply simulator: search', () => {
  it('answers the reference data, the same arrays every call', () => {
    expect(supply.airports().length).toBeGreaterThanOrEqual(300);
    expect(supply.airports()).toBe(supply.airports());
    expect(supply.airlines().map((a) => a.code)).toEqual(
      expect.arrayContaining(['AA', 'B6', 'DL', 'F9', 'NK', 'UA']),
    );
  });

  it('finds nonstops and connections on a busy route, every one flying the asked day and connecting legally', async () => {
    const found = await options('JFK', 'LAX');
    expect(found.length).toBeGreaterThan(10);
    expect(found.length).toBeLessThanOrEqual(OPTIONS_PER_SLICE);
    expect(found.some((o) => o.connection.legs.length === 1)).toBe(true);
    expect(found.some((o) => o.connection.legs.length === 2)).toBe(true);
    for (const option of found) {
      const legs = option.connection.legs;
      expect(option.id).toBe(legs.map((l) => l.id).join('.'));
      expect(legs[0]!.origin).toBe('JFK');
      expect(legs[legs.length - 1]!.destination).toBe('LAX');
      expect(legs[0]!.id.endsWith('2026-12-10')).toBe(true);
      for (let i = 1; i < legs.length; i += 1) {
        expect(legs[i]!.origin).toBe(legs[i - 1]!.destination);
        const layover = legs[i]!.departureUtcMinute - legs[i - 1]!.arrivalUtcMinute;
        expect(layover).toBeGreaterThanOrEqual(
          minConnectionMinutes(legs[i]!.origin, false, option.connection.selfTransferAt[i - 1]!),
        );
      }
      expect(option.fares.length).toBeGreaterThan(0);
      expect(option.fares.map((f) => f.shelf)).toEqual([...option.fares.map((f) => f.shelf)].sort());
      for (const fare of option.fares) expect(fare.seatsLeft).toBeLessThanOrEqual(9);
    }
  });

  it('crosses oceans with connections, including self-transfers between carriers that do not interline', async () => {
    const found = await options('ATL', 'LHR');
    expect(found.length).toBeGreaterThan(5);
    const selfTransfer = found.filter((o) => o.connection.selfTransferAt.some(Boolean));
    for (const o of selfTransfer) {
      const i = o.connection.selfTransferAt.indexOf(true);
      const [a, b] = [o.connection.legs[i]!, o.connection.legs[i + 1]!];
      expect(b.departureUtcMinute - a.arrivalUtcMinute).toBeGreaterThanOrEqual(120);
    }
  });

  it('answers NoFlights for an unserved airport, an unknown code, a past date and beyond the booking horizon', async () => {
    for (const slices of [
      [['JFK', NO_FLIGHTS_AIRPORT, '2026-12-10']],
      [
        ['JFK', 'LAX', '2026-12-10'],
        ['LAX', 'ZZZ', '2026-12-12'],
      ],
      [['JFK', 'LAX', '2026-11-01']],
      [['JFK', 'LAX', '2027-12-01']],
    ] as [string, string, string][][]) {
      const answer = await supply.search(trip(slices), now);
      expect(answer).toEqual({ kind: 'NoFlights', sliceIndex: slices.length - 1 });
    }
  });

  it('searches each slice of a round trip and a multi-city trip in order', async () => {
    const answer = await supply.search(
      trip([
        ['ORD', 'DEN', '2026-12-10'],
        ['DEN', 'SFO', '2026-12-12'],
        ['SFO', 'ORD', '2026-12-15'],
      ]),
      now,
    );
    expect(answer.kind).toBe('Found');
    if (answer.kind !== 'Found') return;
    expect(
      answer.slices.map((s) => [s[0]!.connection.legs[0]!.origin, s[0]!.connection.legs[0]!.id.slice(-10)]),
    ).toEqual([
      ['ORD', '2026-12-10'],
      ['DEN', '2026-12-12'],
      ['SFO', '2026-12-15'],
    ]);
  });

  it('keeps only fares in the asked cabin or above, and with seats for every seated passenger', async () => {
    for (const option of await options('LAX', 'SYD', '2026-12-10', { cabin: 'Business' }))
      for (const fare of option.fares) expect(['Business', 'First']).toContain(fare.cabin);
    const family: Passengers = { adults: 2, childAges: [7, 9], lapInfants: 1, seatedInfants: 1 };
    const big = await options('DFW', 'ORD', '2026-12-10', { passengers: family });
    const single = await options('DFW', 'ORD', '2026-12-10');
    const count = (list: SliceOption[]) => list.reduce((n, o) => n + o.fares.length, 0);
    expect(count(big)).toBeLessThanOrEqual(count(single));
  });

  it('is deterministic: the same search answers the same options and prices', async () => {
    expect(await options('BOS', 'SEA')).toEqual(await options('BOS', 'SEA'));
  });
});

describe('flight supply simulator: price', () => {
  it('re-prices an unchanged fare without a move and gives every shelf of the option', async () => {
    const option = (await options('ORD', 'DEN'))[0]!;
    const fare = option.fares[option.fares.length - 1]!;
    const answer = await supply.price([fare.fareId], ONE, later);
    expect(answer.kind).toBe('Available');
    if (answer.kind !== 'Available') return;
    expect(answer.moved).toBeNull();
    expect(answer.options[0]!.id).toBe(option.id);
    expect(answer.options[0]!.fares.map((f) => fareKey(f.fareId))).toContain(fareKey(fare.fareId));
  });

  it('moves Up on the rising test route and Down on the falling one', async () => {
    for (const [route, moved] of [
      [RISING_ROUTE, 'Up'],
      [FALLING_ROUTE, 'Down'],
    ] as const) {
      const [o, d] = route.split('-') as [string, string];
      const fare = (await options(o, d))[0]!.fares[0]!;
      const answer = await supply.price([fare.fareId], ONE, later);
      expect(answer.kind === 'Available' && answer.moved, route).toBe(moved);
    }
  });

  it('sells out the basic shelf of the sold-out test route between search and review', async () => {
    const [o, d] = SOLD_OUT_BASIC_ROUTE.split('-') as [string, string];
    const basic = (await options(o, d))[0]!.fares.find((f) => f.shelf === 0)!;
    expect(basic.seatsLeft).toBe(1);
    expect(await supply.price([basic.fareId], ONE, later)).toEqual({ kind: 'SoldOut', fareId: basic.fareId });
    const standard = (await options(o, d))[0]!.fares.find((f) => f.shelf === 1)!;
    expect((await supply.price([standard.fareId], ONE, later)).kind).toBe('Available');
  });

  it('answers FareNotFound for malformed ids, legs that do not fly or connect, and a flight that left', async () => {
    const fare = (await options('ORD', 'DEN'))[0]!.fares[0]!;
    const bad = [
      'x',
      '',
      fare.fareId.replace('F1.', 'F9.'),
      'F1.20261210.ZZ9999+0.1Y.10000',
      'F1.20261210.UA1+0-UA1+0.1Y.10000',
      'F1.20260230.UA1+0.1Y.10000',
      '{"fareId":1}',
    ];
    for (const id of bad)
      expect(await supply.price([id], ONE, later)).toEqual({ kind: 'FareNotFound', fareId: id });
    const afterDeparture = new Date('2026-12-11T12:00:00Z');
    expect((await supply.price([fare.fareId], ONE, afterDeparture)).kind).toBe('FareNotFound');
    // One bad id among good ones names the bad one.
    expect(await supply.price([fare.fareId, 'nope'], ONE, later)).toEqual({
      kind: 'FareNotFound',
      fareId: 'nope',
    });
  });
});
