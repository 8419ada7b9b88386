// The route network of one schedule scale, independent of the date: per airline its hub-and-spoke routes, the
// routes between its hubs (an LCC's bases), its long-haul routes from its first hubs and the named ones, each
// with its daily frequency, aircraft, block time and stable flight numbers. The day's schedule (schedule.ts)
// times these routes; it is built once per scale and kept.
import { greatCircleKm } from '@portal/domain/hotels/distance';
import type { Airport } from '@portal/domain/flights/model';
import type { AirlineEntry } from '../reference/airline-list.ts';
import type { AirportTier } from '../reference/airport-list.ts';
import { referenceData } from '../reference/reference-data.ts';
import { aircraftFor, type AircraftType } from './aircraft.ts';
import { unitOf } from './prng.ts';

export type ScheduleScale = 'demo' | 'large';

/** Daily flights each scale aims at (the benchmark's two schedules), and how much of each network it flies. */
const SCALES: Record<ScheduleScale, { flights: number; spokes: number; longHaul: number }> = {
  demo: { flights: 10_000, spokes: 0.4, longHaul: 0.6 },
  large: { flights: 50_000, spokes: 1.15, longHaul: 1 },
};

export type RouteKind = 'fromHub' | 'toHub' | 'hubToHub' | 'longHaul';

export type Route = {
  airline: string;
  origin: string;
  destination: string;
  km: number;
  blockMinutes: number;
  aircraft: AircraftType;
  kind: RouteKind;
  /** One flight number per daily departure. */
  flightNumbers: readonly number[];
};

export type Network = {
  scale: ScheduleScale;
  routes: readonly Route[];
  hubsOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Where an airline flies from an airport, keyed "AA|DFW". */
  destinationsOf: ReadonlyMap<string, ReadonlySet<string>>;
};

const TIER_WEIGHT: Record<AirportTier, number> = { 1: 10, 2: 5, 3: 2.5, 4: 1.2 };
const LONG_HAUL_KM = 4800;

/**
 * Block time (gate to gate) from great-circle distance: about 40 minutes of taxi, climb and descent plus cruise
 * at 700 km/h on short hops rising to 880 km/h on the longest; the jet stream makes eastbound flights about 6%
 * shorter and westbound ones 6% longer. Rounded to 5 minutes, as airlines publish.
 */
export function blockMinutes(from: Airport, to: Airport): number {
  const km = greatCircleKm(from, to);
  const speed = 700 + 180 * Math.min(1, km / 8000);
  let dLon = to.lon - from.lon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  const wind = km > 1000 ? 1 - 0.06 * Math.max(-1, Math.min(1, dLon / 30)) : 1;
  return Math.round(((40 + (km / speed) * 60) * wind) / 5) * 5;
}

type Draft = { airline: AirlineEntry; origin: Airport; destination: Airport; km: number; kind: RouteKind };

function pickSpokes(
  a: AirlineEntry,
  hub: Airport,
  count: number,
  served: readonly Airport[],
  tierOf: ReadonlyMap<string, AirportTier>,
) {
  const scored: { airport: Airport; score: number }[] = [];
  for (const s of served) {
    if (s.code === hub.code) continue;
    const km = greatCircleKm(hub, s);
    if (km < 250 || km > a.reach) continue;
    const domestic = s.countryCode === hub.countryCode ? 2 : 1;
    const noise = 0.6 + unitOf(`${a.code}|${s.code}`) * 0.8;
    const score = (TIER_WEIGHT[tierOf.get(s.code) ?? 4] * domestic * noise) / (1 + (km / 2500) ** 2);
    scored.push({ airport: s, score });
  }
  return scored
    .sort((x, y) => y.score - x.score)
    .slice(0, count)
    .map((x) => x.airport);
}

function pickLongHaul(
  a: AirlineEntry,
  hub: Airport,
  count: number,
  served: readonly Airport[],
  tierOf: ReadonlyMap<string, AirportTier>,
  allianceHubs: ReadonlyMap<string, AirlineEntry['alliance']>,
) {
  const scored: { airport: Airport; score: number }[] = [];
  for (const s of served) {
    const km = greatCircleKm(hub, s);
    const tier = tierOf.get(s.code) ?? 4;
    if (km < LONG_HAUL_KM || km > 15_500 || tier > 2) continue;
    const hubAlliance = allianceHubs.get(s.code);
    const partner = hubAlliance === undefined ? 1 : a.alliance && hubAlliance === a.alliance ? 2.5 : 0.7;
    const noise = 0.6 + unitOf(`${a.code}|long|${s.code}`) * 0.8;
    scored.push({ airport: s, score: (TIER_WEIGHT[tier] * partner * noise) / (1 + (km / 9000) ** 2) });
  }
  return scored
    .sort((x, y) => y.score - x.score)
    .slice(0, count)
    .map((x) => x.airport);
}

function drafts(scale: ScheduleScale): Draft[] {
  const ref = referenceData();
  const served = ref.airports.filter((x) => ref.tierOf.has(x.code));
  const allianceHubs = new Map<string, AirlineEntry['alliance']>();
  for (const e of ref.entryOf.values())
    for (const h of e.hubs) if (!allianceHubs.has(h)) allianceHubs.set(h, e.alliance);
  const out = new Map<string, Draft>();
  const add = (airline: AirlineEntry, o: Airport, d: Airport, kind: RouteKind) => {
    for (const [from, to, k] of [
      [o, d, kind],
      [d, o, kind === 'fromHub' ? 'toHub' : kind],
    ] as const) {
      const key = `${airline.code}|${from.code}|${to.code}`;
      if (!out.has(key))
        out.set(key, { airline, origin: from, destination: to, km: greatCircleKm(from, to), kind: k });
    }
  };
  const { spokes, longHaul } = SCALES[scale];
  for (const a of ref.entryOf.values()) {
    const hubs = a.hubs.map((h) => ref.airportByCode.get(h)).filter((h): h is Airport => !!h);
    for (const route of a.extraRoutes?.split(' ') ?? []) {
      const [o, d] = route.split('-').map((c) => ref.airportByCode.get(c));
      if (o && d) add(a, o, d, 'longHaul');
    }
    const longCount = Math.round(a.longHaul * longHaul);
    hubs.slice(0, 2).forEach((hub, i) => {
      const n = i === 0 ? Math.ceil(longCount * 0.6) : Math.floor(longCount * 0.4);
      for (const d of pickLongHaul(a, hub, n, served, ref.tierOf, allianceHubs)) add(a, hub, d, 'longHaul');
    });
    for (const h1 of hubs)
      for (const h2 of hubs)
        if (h1 !== h2 && greatCircleKm(h1, h2) <= Math.max(a.reach, 4800)) add(a, h1, h2, 'hubToHub');
    hubs.forEach((hub, i) => {
      const n = Math.round(a.spokes * spokes * (i === 0 ? 1 : Math.max(0.35, 0.75 - 0.06 * i)));
      for (const s of pickSpokes(a, hub, n, served, ref.tierOf)) add(a, hub, s, 'fromHub');
    });
  }
  // Every airport of the reference data gets service: one left out is joined to the nearest hub of a network
  // carrier that reaches it (its own country's carriers first), as a regional airport is in reality.
  const linked = new Set([...out.values()].flatMap((d) => [d.origin.code, d.destination.code]));
  for (const s of served) {
    if (linked.has(s.code)) continue;
    let best: { airline: AirlineEntry; hub: Airport; score: number } | null = null;
    for (const a of ref.entryOf.values()) {
      if (a.lowCost || a.spokes === 0) continue;
      for (const code of a.hubs) {
        const hub = ref.airportByCode.get(code);
        if (!hub) continue;
        const km = greatCircleKm(hub, s);
        if (km < 150 || km > a.reach) continue;
        const score = km / (hub.countryCode === s.countryCode ? 3 : 1);
        if (!best || score < best.score) best = { airline: a, hub, score };
      }
    }
    if (best) add(best.airline, best.hub, s, 'fromHub');
  }
  return [...out.values()];
}

function rawFrequency(d: Draft, tierOf: ReadonlyMap<string, AirportTier>): number {
  const size =
    (TIER_WEIGHT[tierOf.get(d.origin.code) ?? 4] * TIER_WEIGHT[tierOf.get(d.destination.code) ?? 4]) ** 1.2;
  const distance = d.km < 300 ? 0.8 : d.km < 1500 ? 1 : d.km < 3000 ? 0.8 : d.km < LONG_HAUL_KM ? 0.55 : 0.12;
  return size * distance * (d.kind === 'hubToHub' ? 1.6 : 1);
}

const capOf = (d: Draft) => (d.km >= LONG_HAUL_KM ? 3 : 15);

function frequencies(
  list: readonly Draft[],
  target: number,
  tierOf: ReadonlyMap<string, AirportTier>,
): number[] {
  const raw = list.map((d) => rawFrequency(d, tierOf));
  const total = (k: number) =>
    raw.reduce((sum, r, i) => sum + Math.min(capOf(list[i]!), Math.max(1, Math.round(r * k))), 0);
  // The scale's flight count fixes one factor on every route's raw demand (found by bisection).
  let lo = 0;
  let hi = 10;
  for (let step = 0; step < 40; step += 1) {
    const mid = (lo + hi) / 2;
    if (total(mid) < target) lo = mid;
    else hi = mid;
  }
  return raw.map((r, i) => Math.min(capOf(list[i]!), Math.max(1, Math.round(r * lo))));
}

function buildNetwork(scale: ScheduleScale): Network {
  const ref = referenceData();
  const order: Record<RouteKind, number> = { longHaul: 0, hubToHub: 1, fromHub: 2, toHub: 2 };
  const list = drafts(scale).sort(
    (x, y) =>
      x.airline.code.localeCompare(y.airline.code) ||
      order[x.kind] - order[y.kind] ||
      x.origin.code.localeCompare(y.origin.code) ||
      x.destination.code.localeCompare(y.destination.code),
  );
  const freq = frequencies(list, SCALES[scale].flights, ref.tierOf);
  const nextNumber = new Map<string, number>();
  const routes: Route[] = list.map((d, i) => {
    const f = freq[i]!;
    const start = nextNumber.get(d.airline.code) ?? 1;
    nextNumber.set(d.airline.code, start + f);
    const tierO = ref.tierOf.get(d.origin.code) ?? 4;
    const tierD = ref.tierOf.get(d.destination.code) ?? 4;
    return {
      airline: d.airline.code,
      origin: d.origin.code,
      destination: d.destination.code,
      km: d.km,
      blockMinutes: blockMinutes(d.origin, d.destination),
      aircraft: aircraftFor(
        d.airline,
        d.km,
        Math.max(tierO, tierD) >= 3 && f <= 3,
        f >= 6,
        tierO === 1 && tierD === 1,
      ),
      kind: d.kind,
      flightNumbers: Array.from({ length: f }, (_, k) => start + k),
    };
  });
  const hubsOf = new Map([...ref.entryOf.values()].map((e) => [e.code, new Set(e.hubs)]));
  const destinationsOf = new Map<string, Set<string>>();
  for (const r of routes) {
    const key = `${r.airline}|${r.origin}`;
    let set = destinationsOf.get(key);
    if (!set) destinationsOf.set(key, (set = new Set()));
    set.add(r.destination);
  }
  return { scale, routes, hubsOf, destinationsOf };
}

const networks = new Map<ScheduleScale, Network>();

/** The network of a scale, built on first use (tens of milliseconds) and kept. */
export function network(scale: ScheduleScale): Network {
  let n = networks.get(scale);
  if (!n) {
    n = buildNetwork(scale);
    networks.set(scale, n);
  }
  return n;
}

const competitorCache = new Map<string, number>();

/**
 * Airlines that fly a route nonstop or with one stop at one of their hubs: the competition that lowers its fares
 * (fareMultiplier's `competitors`).
 */
export function competitorsOn(scale: ScheduleScale, origin: string, destination: string): number {
  const key = `${scale}|${origin}|${destination}`;
  const hit = competitorCache.get(key);
  if (hit !== undefined) return hit;
  const net = network(scale);
  const from = net.destinationsOf;
  let count = 0;
  for (const [airline, hubs] of net.hubsOf) {
    const direct = from.get(`${airline}|${origin}`);
    if (!direct) continue;
    if (
      direct.has(destination) ||
      [...hubs].some((h) => direct.has(h) && from.get(`${airline}|${h}`)?.has(destination))
    )
      count += 1;
  }
  if (competitorCache.size > 50_000) competitorCache.clear();
  competitorCache.set(key, count);
  return count;
}
