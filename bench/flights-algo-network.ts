/**
 * A synthetic hub-and-spoke airline network for the connection search benchmark (flights-algo.ts), until the
 * simulator's real schedule generator can stand in. Deterministic (seeded). Six regions of airports with a
 * Zipf-like size, carriers with hubs in their region, spokes around each hub, hub-to-hub trunks and long-haul
 * flights between alliance partners' hubs; spokes arrive at a hub in banks and depart an hour or so later, so
 * connections work the way they do at real hubs (and the search has many of them to weigh).
 */
import { greatCircleKm } from '@portal/domain/hotels/distance';
import type { ConnectionRules } from '@portal/domain/flights/connections';
import type { Leg } from '@portal/domain/flights/model';

/** mulberry32: small, fast and seeded. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Region = {
  name: string;
  lat: [number, number];
  lon: [number, number];
  share: number;
  countries: number;
};
const REGIONS: Region[] = [
  { name: 'NA', lat: [25, 50], lon: [-124, -68], share: 0.35, countries: 3 },
  { name: 'EU', lat: [36, 60], lon: [-9, 30], share: 0.25, countries: 12 },
  { name: 'AS', lat: [0, 45], lon: [70, 140], share: 0.22, countries: 8 },
  { name: 'SA', lat: [-35, 10], lon: [-75, -40], share: 0.07, countries: 5 },
  { name: 'AF', lat: [-30, 30], lon: [-10, 40], share: 0.05, countries: 8 },
  { name: 'OC', lat: [-40, -15], lon: [115, 153], share: 0.06, countries: 2 },
];

export type BenchAirport = {
  code: string;
  lat: number;
  lon: number;
  region: number;
  country: string;
  size: number;
};
export type Network = {
  airports: BenchAirport[];
  legs: Leg[];
  rules: ConnectionRules;
  hubs: Set<string>;
};

function code(n: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return letters[Math.floor(n / 676) % 26]! + letters[Math.floor(n / 26) % 26]! + letters[n % 26]!;
}

function makeAirports(count: number, next: () => number): BenchAirport[] {
  const airports: BenchAirport[] = [];
  for (const [region, r] of REGIONS.entries()) {
    const inRegion = Math.round(count * r.share);
    for (let i = 0; i < inRegion; i++) {
      const lat = r.lat[0] + next() * (r.lat[1] - r.lat[0]);
      const lon = r.lon[0] + next() * (r.lon[1] - r.lon[0]);
      // Countries as longitude bands of the region: enough to make some connections international.
      const country = `${r.name}${Math.floor(((lon - r.lon[0]) / (r.lon[1] - r.lon[0])) * r.countries)}`;
      // Zipf-like: the first airports of a region are its big ones.
      airports.push({ code: code(airports.length), lat, lon, region, country, size: 1 / (i + 1) ** 0.8 });
    }
  }
  return airports;
}

const BANKS = [7, 9, 11, 13, 15, 17, 19, 21].map((hour) => hour * 60);
const DAY0 = Date.UTC(2026, 11, 1) / 60_000;

/**
 * About `targetLegs` legs a day (scaled by the spokes per hub, frequencies and point-to-point routes), over `days` consecutive days.
 */
export function makeNetwork(targetLegs: number, days: number, seed = 7): Network {
  const next = random(seed);
  const airportCount = Math.round(Math.sqrt(targetLegs) * 6);
  const airports = makeAirports(airportCount, next);
  const byRegion = REGIONS.map((_, region) => airports.filter((a) => a.region === region));
  const carriers = Math.max(12, Math.round(targetLegs / 900));
  const alliances = ['star', 'ow', 'st', null, null];
  const carrierAlliance = new Map<string, string | null>();
  const hubsOf: { carrier: string; hub: BenchAirport }[] = [];
  const hubs = new Set<string>();
  for (let c = 0; c < carriers; c++) {
    const carrier = `${String.fromCharCode(65 + (c % 26))}${c < 26 ? 'X' : String.fromCharCode(65 + Math.floor(c / 26))}`;
    carrierAlliance.set(carrier, alliances[c % alliances.length]!);
    const region = c % REGIONS.length;
    const pool = byRegion[region]!.slice(0, Math.max(3, Math.round(byRegion[region]!.length * 0.06)));
    const hubCount = 1 + Math.floor(next() * 3);
    for (let h = 0; h < hubCount; h++) {
      const hub = pool[Math.floor(next() * pool.length)]!;
      hubsOf.push({ carrier, hub });
      hubs.add(hub.code);
    }
  }
  const km = (a: BenchAirport, b: BenchAirport) => greatCircleKm(a, b);
  const block = (a: BenchAirport, b: BenchAirport) => Math.round(30 + (km(a, b) / 800) * 60);
  const localOffset = (a: BenchAirport) => Math.round((a.lon / 15) * 60);
  const routes: {
    carrier: string;
    from: BenchAirport;
    to: BenchAirport;
    daily: number;
    bankAt: 'to' | 'from';
  }[] = [];
  const spokesPerHub = Math.round(targetLegs / (hubsOf.length * 2 * 3.4));
  for (const { carrier, hub } of hubsOf) {
    const region = byRegion[hub.region]!;
    for (let s = 0; s < spokesPerHub; s++) {
      // Bigger airports are likelier spokes (several carriers serve them).
      const spoke = region[Math.floor(next() ** 1.7 * region.length)]!;
      if (spoke === hub) continue;
      const daily = 1 + Math.floor(next() * 3 + spoke.size * 4);
      routes.push({ carrier, from: spoke, to: hub, daily, bankAt: 'to' });
      routes.push({ carrier, from: hub, to: spoke, daily, bankAt: 'from' });
    }
  }
  for (const a of hubsOf) {
    for (const b of hubsOf) {
      if (a.hub === b.hub || a.carrier > b.carrier) continue;
      const partners =
        a.carrier === b.carrier || carrierAlliance.get(a.carrier) === carrierAlliance.get(b.carrier);
      if (!partners || next() > (a.hub.region === b.hub.region ? 0.8 : 0.35)) continue;
      const daily = a.hub.region === b.hub.region ? 3 + Math.floor(next() * 5) : 1 + Math.floor(next() * 2);
      routes.push({ carrier: a.carrier, from: a.hub, to: b.hub, daily, bankAt: 'from' });
      routes.push({ carrier: a.carrier, from: b.hub, to: a.hub, daily, bankAt: 'from' });
    }
  }
  // Point-to-point flying (low-cost carriers, big-city pairs): a fifth of the legs, between airports picked by size.
  const carrierCodes = [...carrierAlliance.keys()];
  const bySize = (pool: BenchAirport[]) => pool[Math.floor(next() ** 2.5 * pool.length)]!;
  for (let legsAdded = 0; legsAdded < targetLegs / 5;) {
    const from = bySize(airports);
    const to = bySize(next() < 0.8 ? byRegion[from.region]! : airports);
    if (from === to) continue;
    const carrier = carrierCodes[Math.floor(next() * carrierCodes.length)]!;
    const daily = 1 + Math.floor(next() * 3);
    routes.push({ carrier, from, to, daily, bankAt: 'from' });
    routes.push({ carrier, from: to, to: from, daily, bankAt: 'from' });
    legsAdded += daily * 2;
  }
  const legs: Leg[] = [];
  let flightNumber = 100;
  for (const route of routes) {
    const minutes = block(route.from, route.to);
    const bankAirport = route.bankAt === 'to' ? route.to : route.from;
    const times: number[] = [];
    for (let f = 0; f < route.daily; f++) {
      const bank = BANKS[Math.floor(next() * BANKS.length)]! - localOffset(bankAirport);
      // Arrive in the bank's first half hour, or depart 60-100 minutes after it opens.
      const departure =
        route.bankAt === 'to'
          ? bank + Math.floor(next() * 30) - minutes
          : bank + 60 + Math.floor(next() * 40);
      times.push(((departure % 1440) + 1440) % 1440);
    }
    for (const time of times) {
      flightNumber++;
      for (let day = 0; day < days; day++) {
        const departureUtcMinute = DAY0 + day * 1440 + time;
        legs.push({
          id: `${route.carrier}${flightNumber}-2026-12-0${day + 1}`,
          marketingAirline: route.carrier,
          flightNumber,
          operatingAirline: route.carrier,
          origin: route.from.code,
          destination: route.to.code,
          departureUtcMinute,
          arrivalUtcMinute: departureUtcMinute + minutes,
          aircraft: minutes > 360 ? 'Boeing 787-9' : 'Airbus A320',
          cabins: ['BasicEconomy', 'Economy'],
        });
      }
    }
  }
  const byCode = new Map(airports.map((a) => [a.code, a]));
  const at = (c: string) => byCode.get(c)!;
  const rules: ConnectionRules = {
    maxStops: 2,
    maxLayoverMinutes: 6 * 60,
    minConnectionMinutes: (airport, international, selfTransfer) =>
      (hubs.has(airport) ? 50 : 35) + (international ? 30 : 0) + (selfTransfer ? 90 : 0),
    interlines: (a, b) =>
      a === b || (carrierAlliance.get(a) != null && carrierAlliance.get(a) === carrierAlliance.get(b)),
    allowSelfTransfer: true,
    isInternational: (from, to) => at(from).country !== at(to).country,
    distanceKm: (from, to) => greatCircleKm(at(from), at(to)),
    maxCircuity: 1.6,
  };
  return { airports, legs, rules, hubs };
}
