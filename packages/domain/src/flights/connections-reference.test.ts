/**
 * The connection search against a brute-force reference on seeded random schedules: every path up to maxStops + 1
 * legs checked with the rules as the module comment states them, sorted, cut at the limit. The pruning, the bounded
 * heap and the reachability shortcuts must not change the answer.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKTRACK_SHARE,
  type ConnectionRules,
  compareConnections,
  indexLegs,
  searchConnections,
} from './connections.ts';
import type { Connection, Leg } from './model.ts';
import { DAY0, RULES, distanceKm } from './test-world.ts';

/** mulberry32: a small seeded generator, so each case is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODES = ['BOS', 'JFK', 'PHL', 'ORD', 'ATL', 'DEN', 'LAX', 'YYZ', 'MIA'];
const CARRIERS = ['UA', 'AC', 'AA', 'B6', 'NK'];

function schedule(seed: number, count: number): Leg[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const legs: Leg[] = [];
  while (legs.length < count) {
    const origin = pick(CODES);
    const destination = pick(CODES);
    if (origin === destination) continue;
    const carrier = pick(CARRIERS);
    const departure = DAY0 + Math.floor(next() * 2 * 1440);
    const block = Math.round(distanceKm(origin, destination) / 13) + 30;
    legs.push({
      id: `${carrier}${legs.length}`,
      marketingAirline: carrier,
      flightNumber: legs.length,
      operatingAirline: carrier,
      origin,
      destination,
      departureUtcMinute: departure,
      arrivalUtcMinute: departure + block,
      aircraft: 'Airbus A320',
      cabins: ['Economy'],
    });
  }
  return legs;
}

function reference(
  legs: Leg[],
  query: { origin: string; destination: string; departFromUtcMinute: number; departUntilUtcMinute: number },
  rules: ConnectionRules,
  limit: number,
): Connection[] {
  const direct = rules.distanceKm(query.origin, query.destination);
  const found: Connection[] = [];
  const walk = (path: Leg[], self: boolean[]) => {
    const last = path[path.length - 1]!;
    if (last.destination === query.destination) {
      const flown = path.reduce((km, l) => km + rules.distanceKm(l.origin, l.destination), 0);
      if (flown <= rules.maxCircuity * direct + 1e-6)
        found.push({ legs: [...path], selfTransferAt: [...self] });
      return;
    }
    if (path.length > rules.maxStops) return;
    for (const next of legs) {
      if (next.origin !== last.destination) continue;
      if ([query.origin, ...path.map((l) => l.destination)].includes(next.destination)) continue;
      const away =
        rules.distanceKm(next.destination, query.destination) -
        rules.distanceKm(next.origin, query.destination);
      if (away > BACKTRACK_SHARE * direct + 1e-6) continue;
      const selfTransfer = !rules.interlines(last.marketingAirline, next.marketingAirline);
      if (selfTransfer && !rules.allowSelfTransfer) continue;
      const international =
        rules.isInternational(last.origin, last.destination) ||
        rules.isInternational(next.origin, next.destination);
      const layover = next.departureUtcMinute - last.arrivalUtcMinute;
      if (layover < rules.minConnectionMinutes(last.destination, international, selfTransfer)) continue;
      if (layover > rules.maxLayoverMinutes) continue;
      walk([...path, next], [...self, selfTransfer]);
    }
  };
  for (const first of legs) {
    if (first.origin !== query.origin) continue;
    if (
      first.departureUtcMinute < query.departFromUtcMinute ||
      first.departureUtcMinute > query.departUntilUtcMinute
    )
      continue;
    const away =
      rules.distanceKm(first.destination, query.destination) -
      rules.distanceKm(first.origin, query.destination);
    if (away > BACKTRACK_SHARE * direct + 1e-6) continue;
    walk([first], []);
  }
  return found.sort(compareConnections).slice(0, limit);
}

describe('searchConnections matches a brute-force reference', () => {
  const pairs: [string, string][] = [
    ['BOS', 'LAX'],
    ['JFK', 'DEN'],
    ['MIA', 'YYZ'],
    ['PHL', 'ATL'],
    ['LAX', 'BOS'],
  ];
  it.each([
    [1, {}, 200],
    [2, { maxCircuity: 2.5 }, 200],
    [3, { allowSelfTransfer: false }, 200],
    [4, { maxStops: 1, maxLayoverMinutes: 12 * 60 }, 200],
    [5, {}, 7],
    [6, { maxCircuity: 3, maxLayoverMinutes: 20 * 60 }, 25],
  ] as [number, Partial<ConnectionRules>, number][])('seed %i %o limit %i', (seed, overrides, limit) => {
    const legs = schedule(seed, 400);
    const index = indexLegs(legs);
    const rules = { ...RULES, ...overrides };
    let total = 0;
    for (const [origin, destination] of pairs) {
      const query = {
        origin,
        destination,
        departFromUtcMinute: DAY0 + 300,
        departUntilUtcMinute: DAY0 + 1740,
      };
      const expected = reference(legs, query, rules, limit);
      const actual = searchConnections(index, query, rules, limit);
      expect(actual.map((c) => [c.legs.map((l) => l.id), c.selfTransferAt])).toEqual(
        expected.map((c) => [c.legs.map((l) => l.id), c.selfTransferAt]),
      );
      total += actual.length;
    }
    // The schedules are dense enough that the comparison is not about empty lists.
    expect(total).toBeGreaterThan(5);
  });
});
