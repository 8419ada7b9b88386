/**
 * The connection search: every way to fly one slice from an origin to a destination with up to two stops, over an
 * index of one or two days of legs (leg-index.ts), best first (earliest arrival, then shortest duration).
 *
 * A connection is kept when:
 * - each layover is at least the airport's minimum connection time (larger for an international connection, where
 *   either leg crosses a border, and for a self-transfer) and at most `maxLayoverMinutes` (which allows overnight
 *   connections up to it); times are UTC minutes, so the date line and overnight layovers need no special case;
 * - it never visits an airport twice;
 * - it does not fly backwards. Two rules, both on great-circle distances:
 *   1. circuity: flown distance so far + the distance still to go from where it is <= maxCircuity x the
 *      origin-destination distance. The left side never shrinks as legs are added (triangle inequality), so a
 *      partial path that breaks it is dropped before the search looks at any of its onward legs;
 *   2. progress: no leg may end farther from the destination than it started by more than BACKTRACK_SHARE (30%)
 *      of the origin-destination distance. A hop to a hub "behind" the origin is how people fly (Boston - Chicago
 *      - Frankfurt backtracks 19%, Boston - Atlanta - London 28%); a leg heading away from the destination
 *      (Boston - London - Los Angeles) is not, even when a supplier loosens the circuity for short trips. 30% is
 *      the most a path within the default circuity 1.6 can backtrack anyway ((1.6 - 1) / 2), so at 1.6 the rule
 *      only names what circuity already forbids; it bites when the circuity is looser.
 * - consecutive legs on carriers that do not interline are joined only when `allowSelfTransfer` (a virtual
 *   interline), and then `selfTransferAt[i]` is true for that layover.
 *
 * Speed (about 50,000 legs a day): the index groups legs by route with sorted departure minutes, so the onward
 * legs of a layover are found with a binary search; whole routes are dropped before their legs are read when their
 * destination cannot reach the query's destination in the stops left (reverse reachability, per query), would
 * revisit an airport or break the distance rules (distances cached per airport and per route). The best `limit`
 * connections are kept in a bounded heap and any partial path already arriving after the worst of a full heap is
 * dropped (arrival only grows with more legs), so the answer is exactly the first `limit` of the full sorted list.
 */
import { type LegIndex, type Route, lowerBound } from './leg-index.ts';
import { BestConnections } from './connection-order.ts';
import type { Connection, Leg } from './model.ts';

export { indexLegs, legsFrom, type LegIndex } from './leg-index.ts';
export { compareConnections, connectionKey, durationMinutes } from './connection-order.ts';

export type ConnectionRules = {
  /** 0..2. */
  maxStops: number;
  /** e.g. 6 * 60 (overnight connections allowed up to this). */
  maxLayoverMinutes: number;
  minConnectionMinutes: (airport: string, international: boolean, selfTransfer: boolean) => number;
  /** One ticket possible (same airline or alliance), by marketing carrier. */
  interlines: (carrierA: string, carrierB: string) => boolean;
  /** Virtual interline: connect non-interlining carriers with a self-transfer. */
  allowSelfTransfer: boolean;
  isInternational: (from: string, to: string) => boolean;
  distanceKm: (from: string, to: string) => number;
  /** Flown distance / great-circle distance, e.g. 1.6. */
  maxCircuity: number;
};

export type ConnectionQuery = {
  origin: string;
  destination: string;
  /** The first leg departs in [departFromUtcMinute, departUntilUtcMinute]. */
  departFromUtcMinute: number;
  departUntilUtcMinute: number;
};

/** How far (as a share of the origin-destination distance) one leg may move away from the destination. */
export const BACKTRACK_SHARE = 0.3;
export const MAX_STOPS = 2;
const UNREACHABLE = 255;

type Candidate = { route: Route; leastKm: number };

function checkRules(rules: ConnectionRules, limit: number): void {
  if (!Number.isInteger(rules.maxStops) || rules.maxStops < 0 || rules.maxStops > MAX_STOPS) {
    throw new RangeError(`maxStops must be 0 to ${MAX_STOPS}: ${rules.maxStops}`);
  }
  if (!(rules.maxLayoverMinutes >= 0)) throw new RangeError(`maxLayoverMinutes must be >= 0`);
  if (!(rules.maxCircuity >= 1)) throw new RangeError(`maxCircuity must be >= 1: ${rules.maxCircuity}`);
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer: ${limit}`);
}

/** Per airport: the fewest legs to the destination (0 for itself), up to `depth`; UNREACHABLE beyond. */
function hopsToDestination(index: LegIndex, destination: number, depth: number): Uint8Array {
  const hops = new Uint8Array(index.airportCodes.length).fill(UNREACHABLE);
  hops[destination] = 0;
  let frontier = [destination];
  for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
    const next: number[] = [];
    for (const airport of frontier) {
      for (const from of index.originsInto[airport]!) {
        if (hops[from] !== UNREACHABLE) continue;
        hops[from] = hop;
        next.push(from);
      }
    }
    frontier = next;
  }
  return hops;
}

export function searchConnections(
  index: LegIndex,
  query: ConnectionQuery,
  rules: ConnectionRules,
  limit = 200,
): Connection[] {
  checkRules(rules, limit);
  const origin = index.airportIds.get(query.origin);
  const destination = index.airportIds.get(query.destination);
  if (origin === undefined || destination === undefined || origin === destination) return [];
  const codes = index.airportCodes;
  const hops = hopsToDestination(index, destination, rules.maxStops);

  const direct = rules.distanceKm(query.origin, query.destination);
  // A hair of slack so a nonstop (flown = direct) never fails on float rounding.
  const budgetKm = rules.maxCircuity * direct + 1e-6;
  const backtrackKm = BACKTRACK_SHARE * direct + 1e-6;
  const toGo = new Float64Array(codes.length).fill(NaN);
  const remainingKm = (airport: number) => {
    let km = toGo[airport]!;
    if (Number.isNaN(km)) toGo[airport] = km = rules.distanceKm(codes[airport]!, query.destination);
    return km;
  };
  const routeKmCache = new Float64Array(index.routes.length).fill(NaN);
  const routeKm = (route: Route) => {
    let km = routeKmCache[route.no]!;
    if (Number.isNaN(km))
      routeKmCache[route.no] = km = rules.distanceKm(codes[route.from]!, codes[route.to]!);
    return km;
  };
  // 0 unknown, 1 domestic, 2 international.
  const routeIntl = new Uint8Array(index.routes.length);
  const international = (route: Route) => {
    if (routeIntl[route.no] === 0) {
      routeIntl[route.no] = rules.isInternational(codes[route.from]!, codes[route.to]!) ? 2 : 1;
    }
    return routeIntl[route.no] === 2;
  };
  // Per airport x (international, self-transfer): minutes, -1 until asked.
  const mctCache = new Int32Array(codes.length * 4).fill(-1);
  const mct = (airport: number, intl: boolean, self: boolean) => {
    const slot = airport * 4 + (intl ? 2 : 0) + (self ? 1 : 0);
    let minutes = mctCache[slot]!;
    if (minutes < 0)
      mctCache[slot] = minutes = Math.max(0, rules.minConnectionMinutes(codes[airport]!, intl, self));
    return minutes;
  };
  const lowestMct = (airport: number) => {
    const plain = Math.min(mct(airport, false, false), mct(airport, true, false));
    if (!rules.allowSelfTransfer) return plain;
    return Math.min(plain, mct(airport, false, true), mct(airport, true, true));
  };

  const best = new BestConnections(limit);
  const visited = new Uint8Array(codes.length);
  const path: Leg[] = [];
  const pathRoutes: Route[] = [];
  const selfTransfers: boolean[] = [];

  /**
   * The routes worth taking from an airport with `stopsLeft` stops still allowed after the leg: those whose end can
   * reach the destination in time (hops) and that do not head away from it (progress); both depend only on the
   * airport, so they are worked out once per query and airport, sorted by the least distance a path through the
   * route still has to fly (route + what is left from its end), which lets the circuity test stop at the first
   * route over budget.
   */
  const candidateCache = new Map<number, Candidate[]>();
  const candidates = (airport: number, stopsLeft: number): Candidate[] => {
    const slot = airport * (MAX_STOPS + 1) + stopsLeft;
    let found = candidateCache.get(slot);
    if (found) return found;
    found = [];
    const here = remainingKm(airport);
    for (const route of index.routesFrom[airport]!) {
      if (hops[route.to]! > stopsLeft) continue;
      const ahead = remainingKm(route.to);
      if (ahead - here > backtrackKm) continue;
      found.push({ route, leastKm: routeKm(route) + ahead });
    }
    found.sort((a, b) => a.leastKm - b.leastKm);
    candidateCache.set(slot, found);
    return found;
  };

  const extend = (airport: number, flownKm: number, stopsLeft: number) => {
    const previous = path[path.length - 1]!;
    const previousRoute = pathRoutes[pathRoutes.length - 1]!;
    const arrival = previous.arrivalUtcMinute;
    const earliest = arrival + lowestMct(airport);
    const latest = arrival + rules.maxLayoverMinutes;
    for (const { route, leastKm } of candidates(airport, stopsLeft - 1)) {
      if (flownKm + leastKm > budgetKm) break;
      if (visited[route.to] === 1) continue;
      const intl = international(previousRoute) || international(route);
      for (let i = lowerBound(route.departures, earliest); i < route.legs.length; i++) {
        const departure = route.departures[i]!;
        if (departure > latest || !best.mayImprove(departure)) break;
        const leg = route.legs[i]!;
        const self = !rules.interlines(previous.marketingAirline, leg.marketingAirline);
        if (self && !rules.allowSelfTransfer) continue;
        if (departure - arrival < mct(airport, intl, self)) continue;
        path.push(leg);
        pathRoutes.push(route);
        selfTransfers.push(self);
        arrive(route, flownKm + routeKm(route), stopsLeft - 1);
        path.pop();
        pathRoutes.pop();
        selfTransfers.pop();
      }
    }
  };

  const arrive = (route: Route, flownKm: number, stopsLeft: number) => {
    const leg = path[path.length - 1]!;
    if (!best.mayImprove(leg.arrivalUtcMinute)) return;
    if (route.to === destination) {
      best.offer(path, selfTransfers);
      return;
    }
    if (stopsLeft <= 0) return;
    visited[route.to] = 1;
    extend(route.to, flownKm, stopsLeft);
    visited[route.to] = 0;
  };

  visited[origin] = 1;
  for (const { route, leastKm } of candidates(origin, rules.maxStops)) {
    if (leastKm > budgetKm) break;
    for (let i = lowerBound(route.departures, query.departFromUtcMinute); i < route.legs.length; i++) {
      const departure = route.departures[i]!;
      if (departure > query.departUntilUtcMinute || !best.mayImprove(departure)) break;
      path.push(route.legs[i]!);
      pathRoutes.push(route);
      arrive(route, routeKm(route), rules.maxStops);
      path.pop();
      pathRoutes.pop();
    }
  }
  return best.sorted();
}
