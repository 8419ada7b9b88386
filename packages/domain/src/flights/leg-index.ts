/**
 * The day's legs arranged for the connection search (connections.ts): airports get small integer ids, and each
 * origin's legs are grouped into routes (one per destination), every route sorted by departure with its departure
 * minutes in a typed array. The search then finds a connecting window with a binary search per route and can drop
 * a whole route (a backwards or too-long hop) before looking at any of its legs. Build it once per schedule (one
 * or two days of legs) and reuse it for every query: it is immutable.
 */
import type { Leg } from './model.ts';

/** The legs of one origin to one destination, sorted by departure (then id, so the order never depends on input). */
export type Route = {
  /** Position in `LegIndex.routes`, for per-route caches (distance, international). */
  readonly no: number;
  readonly from: number;
  readonly to: number;
  readonly legs: readonly Leg[];
  /** `legs[i].departureUtcMinute`, for the binary search. */
  readonly departures: Float64Array;
};

export type LegIndex = {
  /** The legs kept: distinct ids, arrival after departure, origin differs from destination. */
  readonly legs: readonly Leg[];
  /** Legs dropped while indexing (a repeated id, an arrival not after the departure, a leg to its own origin). */
  readonly dropped: number;
  readonly airportIds: ReadonlyMap<string, number>;
  readonly airportCodes: readonly string[];
  readonly routes: readonly Route[];
  /** Per airport id: its outbound routes. */
  readonly routesFrom: readonly (readonly Route[])[];
  /** Per airport id: the distinct airports with a leg into it (the reverse graph, for reachability). */
  readonly originsInto: readonly (readonly number[])[];
};

function validLeg(leg: Leg): boolean {
  return (
    Number.isFinite(leg.departureUtcMinute) &&
    Number.isFinite(leg.arrivalUtcMinute) &&
    leg.arrivalUtcMinute > leg.departureUtcMinute &&
    leg.origin !== leg.destination
  );
}

const byDeparture = (a: Leg, b: Leg) =>
  a.departureUtcMinute - b.departureUtcMinute || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function indexLegs(input: readonly Leg[]): LegIndex {
  const seen = new Set<string>();
  const legs: Leg[] = [];
  for (const leg of input) {
    if (seen.has(leg.id) || !validLeg(leg)) continue;
    seen.add(leg.id);
    legs.push(leg);
  }
  const airportIds = new Map<string, number>();
  const airportCodes: string[] = [];
  const idOf = (code: string) => {
    let id = airportIds.get(code);
    if (id === undefined) {
      id = airportCodes.length;
      airportIds.set(code, id);
      airportCodes.push(code);
    }
    return id;
  };
  const grouped = new Map<string, { from: number; to: number; legs: Leg[] }>();
  for (const leg of legs) {
    const from = idOf(leg.origin);
    const to = idOf(leg.destination);
    const key = `${leg.origin}-${leg.destination}`;
    let group = grouped.get(key);
    if (!group) grouped.set(key, (group = { from, to, legs: [] }));
    group.legs.push(leg);
  }
  const routes: Route[] = [];
  const routesFrom: Route[][] = airportCodes.map(() => []);
  const originsInto: number[][] = airportCodes.map(() => []);
  for (const group of grouped.values()) {
    group.legs.sort(byDeparture);
    const route: Route = {
      no: routes.length,
      from: group.from,
      to: group.to,
      legs: group.legs,
      departures: Float64Array.from(group.legs, (leg) => leg.departureUtcMinute),
    };
    routes.push(route);
    routesFrom[group.from]!.push(route);
    originsInto[group.to]!.push(group.from);
  }
  return {
    legs,
    dropped: input.length - legs.length,
    airportIds,
    airportCodes,
    routes,
    routesFrom,
    originsInto,
  };
}

/** The first position in a sorted array whose value is >= `value` (the array's length when none is). */
export function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every leg from an airport departing in [fromUtcMinute, untilUtcMinute], sorted by departure. */
export function legsFrom(
  index: LegIndex,
  airport: string,
  fromUtcMinute: number,
  untilUtcMinute: number,
): Leg[] {
  const id = index.airportIds.get(airport);
  if (id === undefined) return [];
  const found: Leg[] = [];
  for (const route of index.routesFrom[id]!) {
    for (let i = lowerBound(route.departures, fromUtcMinute); i < route.legs.length; i++) {
      if (route.departures[i]! > untilUtcMinute) break;
      found.push(route.legs[i]!);
    }
  }
  return found.sort(byDeparture);
}
