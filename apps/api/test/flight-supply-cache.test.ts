// The simulator keeps recent slice answers (flight-supply-simulator.ts sliceCache): a cached answer must be the
// answer a fresh simulator gives for the same question, whatever was searched before it on the same instance.
import { describe, expect, it } from 'vitest';
import type { Passengers, TripSearch } from '@portal/domain/flights/model';
import type { CabinName } from '@portal/domain/flights/enums';
import { createFlightSupplySimulator } from '../src/providers/flight-supply/simulator/flight-supply-simulator.ts';

const ONE: Passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
const FOUR: Passengers = { adults: 2, childAges: [8], lapInfants: 1, seatedInfants: 1 };
const search = (
  origin: string,
  destination: string,
  departureDate: string,
  passengers = ONE,
  cabin: CabinName = 'Economy',
): TripSearch => ({ slices: [{ origin, destination, departureDate }], passengers, cabin });

describe('flight supply simulator: slice cache', () => {
  // One instance answers the questions in order (each may hit what the ones before it cached); every answer is
  // compared with a fresh instance's.
  const questions: [string, TripSearch, Date][] = [
    ['a route and day', search('JFK', 'LAX', '2026-12-10'), new Date('2026-11-20T15:00:00Z')],
    ['the same again', search('JFK', 'LAX', '2026-12-10'), new Date('2026-11-20T15:00:00Z')],
    ['later the same day', search('JFK', 'LAX', '2026-12-10'), new Date('2026-11-20T23:59:00Z')],
    ['the next observation day', search('JFK', 'LAX', '2026-12-10'), new Date('2026-11-21T00:01:00Z')],
    ['more seats needed', search('JFK', 'LAX', '2026-12-10', FOUR), new Date('2026-11-21T00:01:00Z')],
    ['a higher cabin', search('JFK', 'LAX', '2026-12-10', ONE, 'Business'), new Date('2026-11-21T00:01:00Z')],
    ['the other way', search('LAX', 'JFK', '2026-12-10'), new Date('2026-11-21T00:01:00Z')],
    // Today: the hour-before-departure cut-off moves with the clock, so each minute is its own question.
    ['today at 10:00', search('ATL', 'ORD', '2026-11-21'), new Date('2026-11-21T15:00:00Z')],
    ['today at 10:30', search('ATL', 'ORD', '2026-11-21'), new Date('2026-11-21T15:30:00Z')],
    ['today at 10:00 again', search('ATL', 'ORD', '2026-11-21'), new Date('2026-11-21T15:00:00Z')],
  ];
  const shared = createFlightSupplySimulator();

  it.each(questions)('%s: the answer of a fresh simulator', async (_name, trip, now) => {
    const cached = await shared.search(trip, now);
    const fresh = await createFlightSupplySimulator().search(trip, now);
    expect(cached).toEqual(fresh);
  });

  it('hands out a new list each time, so a caller sorting it cannot change the next answer', async () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const first = await shared.search(search('ATL', 'MCO', '2026-12-12'), now);
    if (first.kind !== 'Found') throw new Error(first.kind);
    const before = first.slices[0]!.map((o) => o.id);
    first.slices[0]!.reverse();
    const second = await shared.search(search('ATL', 'MCO', '2026-12-12'), now);
    if (second.kind !== 'Found') throw new Error(second.kind);
    expect(second.slices[0]!.map((o) => o.id)).toEqual(before);
  });
});
