/**
 * A tiny hand-made world for the connection search tests (and the results rules): real airport coordinates,
 * countries and carriers, with the minimum connection times a supplier would pass.
 */
import { greatCircleKm } from '../hotels/distance.ts';
import { type ConnectionRules, indexLegs, searchConnections } from './connections.ts';
import type { Connection, Leg } from './model.ts';
import type { OptionFacts } from './results.ts';

export const AIRPORTS: Record<string, { lat: number; lon: number; country: string }> = {
  BOS: { lat: 42.364, lon: -71.005, country: 'US' },
  JFK: { lat: 40.641, lon: -73.778, country: 'US' },
  EWR: { lat: 40.69, lon: -74.174, country: 'US' },
  PVD: { lat: 41.724, lon: -71.428, country: 'US' },
  PHL: { lat: 39.874, lon: -75.243, country: 'US' },
  ORD: { lat: 41.974, lon: -87.907, country: 'US' },
  DEN: { lat: 39.856, lon: -104.674, country: 'US' },
  LAX: { lat: 33.942, lon: -118.408, country: 'US' },
  ATL: { lat: 33.64, lon: -84.427, country: 'US' },
  MIA: { lat: 25.793, lon: -80.291, country: 'US' },
  HNL: { lat: 21.319, lon: -157.922, country: 'US' },
  YYZ: { lat: 43.677, lon: -79.63, country: 'CA' },
  LHR: { lat: 51.47, lon: -0.454, country: 'GB' },
  FRA: { lat: 50.037, lon: 8.562, country: 'DE' },
  NRT: { lat: 35.772, lon: 140.393, country: 'JP' },
  SYD: { lat: -33.946, lon: 151.177, country: 'AU' },
  MEL: { lat: -37.669, lon: 144.841, country: 'AU' },
};

const ALLIANCES: Record<string, string> = {
  UA: 'star',
  LH: 'star',
  AC: 'star',
  AA: 'ow',
  BA: 'ow',
  DL: 'st',
  AF: 'st',
};

/** 2026-12-01T00:00Z in minutes since the epoch. */
export const DAY0 = Date.UTC(2026, 11, 1) / 60_000;

/** UTC minute of a day offset and 'HH:mm' (UTC). */
export function utc(day: number, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return DAY0 + day * 1440 + hours! * 60 + minutes!;
}

/** A leg 'UA100' from 'BOS' to 'ORD' departing and arriving at UTC [day, 'HH:mm']. */
export function leg(
  flight: string,
  origin: string,
  destination: string,
  departure: [number, string],
  arrival: [number, string],
): Leg {
  const marketingAirline = flight.slice(0, 2);
  return {
    id: `${flight}-2026-12-0${1 + departure[0]}`,
    marketingAirline,
    flightNumber: Number(flight.slice(2)),
    operatingAirline: marketingAirline,
    origin,
    destination,
    departureUtcMinute: utc(...departure),
    arrivalUtcMinute: utc(...arrival),
    aircraft: 'Airbus A320',
    cabins: ['BasicEconomy', 'Economy'],
  };
}

export function distanceKm(from: string, to: string): number {
  return greatCircleKm(AIRPORTS[from]!, AIRPORTS[to]!);
}

export const RULES: ConnectionRules = {
  maxStops: 2,
  maxLayoverMinutes: 6 * 60,
  // 40 minutes, +30 international, 120 for a self-transfer (+30 international).
  minConnectionMinutes: (_airport, international, selfTransfer) =>
    (selfTransfer ? 120 : 40) + (international ? 30 : 0),
  interlines: (a, b) => a === b || (ALLIANCES[a] !== undefined && ALLIANCES[a] === ALLIANCES[b]),
  allowSelfTransfer: true,
  isInternational: (from, to) => AIRPORTS[from]!.country !== AIRPORTS[to]!.country,
  distanceKm,
  maxCircuity: 1.6,
};

const WHOLE_DAY = { departFromUtcMinute: utc(0, '00:00'), departUntilUtcMinute: utc(0, '23:59') };

export function search(
  legs: Leg[],
  origin: string,
  destination: string,
  rules: Partial<ConnectionRules> = {},
  limit?: number,
): Connection[] {
  return searchConnections(
    indexLegs(legs),
    { origin, destination, ...WHOLE_DAY },
    { ...RULES, ...rules },
    limit,
  );
}

/** 'UA100-2026-12-01.UA200-2026-12-01' as 'UA100.UA200', with '!' after a leg followed by a self-transfer. */
export function summary(connections: Connection[]): string[] {
  return connections.map((c) =>
    c.legs.map((l, i) => `${l.marketingAirline}${l.flightNumber}${c.selfTransferAt[i] ? '!' : ''}`).join('.'),
  );
}

/** A results option's facts: a UA nonstop at 08:00, 5 hours, $200, basic and standard shelves. */
export function facts(overrides: Partial<OptionFacts> = {}): OptionFacts {
  return {
    id: 'o',
    departureUtcMinute: 1000,
    arrivalUtcMinute: 1300,
    departureLocalHour: 8,
    arrivalLocalHour: 13,
    durationMinutes: 300,
    stops: 0,
    airlines: [{ code: 'UA', lowCost: false }],
    layoverMinutes: [],
    priceMinor: 20_000,
    shelfRatings: [0, 1],
    selfTransfer: false,
    ...overrides,
  };
}
