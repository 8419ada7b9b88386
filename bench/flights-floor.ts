/**
 * The in-process floor of bench:flights: the simulator's `search` alone (no HTTP, validation, rules or
 * serialization) and, below it, the domain connection search alone, per query, in the bench's own process with
 * warm caches. The HTTP figures minus these show what the API adds on top of the supplier.
 */
import { performance } from 'node:perf_hooks';
import { indexLegs, searchConnections } from '@portal/domain/flights/connections';
import { addDays } from '@portal/domain/iso-date';
import { createFlightSupplySimulator } from '@portal/api/providers/flight-supply/simulator/flight-supply-simulator';
import { connectionRules } from '@portal/api/providers/flight-supply/simulator/connection-rules';
import { daySchedule } from '@portal/api/providers/flight-supply/simulator/schedule';
import type { ScheduleScale } from '@portal/api/providers/flight-supply/simulator/network';
import { KINDS, slicesOf, type Kind } from './flights-queries.ts';
import { percentiles, type Percentiles } from './search-load.ts';

export type Floor = {
  dailyLegs: number;
  search: Record<Kind, Percentiles & { empty: number }>;
  /** One slice query of the connection search over the whole departure day (no fares). */
  connections: Percentiles & { meanFound: number };
};

/** Times every query after one untimed pass (JIT, the day schedules and the leg indexes built). */
export async function measureFloor(
  scale: ScheduleScale,
  day0: string,
  now: Date,
  queries: number,
): Promise<Floor> {
  const supply = createFlightSupplySimulator({ scale });
  const passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
  const search = {} as Floor['search'];
  for (const kind of KINDS) {
    const timed: number[] = [];
    let empty = 0;
    for (let pass = 0; pass < 2; pass++)
      for (let i = 0; i < queries; i++) {
        const started = performance.now();
        const answer = await supply.search(
          { slices: slicesOf(kind, i, day0), passengers, cabin: 'Economy' },
          now,
        );
        if (pass === 1) {
          timed.push(performance.now() - started);
          if (answer.kind !== 'Found') empty++;
        }
      }
    search[kind] = { ...percentiles(timed), empty };
  }

  const legs = [...daySchedule(day0, scale).legs, ...daySchedule(addDays(day0, 1), scale).legs];
  const index = indexLegs(legs);
  const dayStart = Date.parse(`${day0}T00:00:00Z`) / 60_000;
  const timed: number[] = [];
  let found = 0;
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < queries; i++) {
      const { origin, destination } = slicesOf('one_way', i, day0)[0]!;
      const query = {
        origin,
        destination,
        departFromUtcMinute: dayStart,
        departUntilUtcMinute: dayStart + 1439,
      };
      const started = performance.now();
      const connections = searchConnections(index, query, connectionRules(origin, destination, true), 60);
      if (pass === 1) {
        timed.push(performance.now() - started);
        found += connections.length;
      }
    }
  return {
    dailyLegs: daySchedule(day0, scale).legs.length,
    search,
    connections: { ...percentiles(timed), meanFound: found / Math.max(1, queries) },
  };
}
