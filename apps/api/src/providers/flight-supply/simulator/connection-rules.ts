// The simulator's connection rules for the domain's connection search (packages/domain/src/flights/connections.ts):
// minimum connection times by airport size (a big hub needs longer to change terminals), 30 minutes more when a
// border is crossed, two hours or more to collect bags and check in again on a self-transfer; one ticket within an
// airline or an alliance; a looser circuity on short trips, where a hub behind the origin is how people fly.
import { greatCircleKm } from '@portal/domain/hotels/distance';
import type { ConnectionRules } from '@portal/domain/flights/connections';
import { referenceData } from '../reference/reference-data.ts';

export const MAX_STOPS = 2;
/** Up to 8 hours: a long-haul arrival may wait for the morning bank. */
export const MAX_LAYOVER_MINUTES = 8 * 60;

const distances = new Map<string, number>();

export function distanceKm(from: string, to: string): number {
  const key = from < to ? `${from}${to}` : `${to}${from}`;
  let km = distances.get(key);
  if (km === undefined) {
    const { airportByCode } = referenceData();
    const a = airportByCode.get(from);
    const b = airportByCode.get(to);
    km = a && b ? greatCircleKm(a, b) : Infinity;
    distances.set(key, km);
  }
  return km;
}

/** Minimum connection minutes: 60 at the largest hubs, 45 at large airports, 35 to 40 elsewhere. */
export function minConnectionMinutes(airport: string, international: boolean, selfTransfer: boolean): number {
  const tier = referenceData().tierOf.get(airport) ?? 4;
  const base = tier === 1 ? 60 : tier === 2 ? 45 : tier === 3 ? 40 : 35;
  const withBorder = base + (international ? 30 : 0);
  return selfTransfer ? Math.max(120, withBorder + 60) : withBorder;
}

/** One ticket: the same airline, or two airlines of one alliance. */
export function interlines(a: string, b: string): boolean {
  if (a === b) return true;
  const { airlineByCode } = referenceData();
  const alliance = airlineByCode.get(a)?.alliance ?? null;
  return alliance !== null && alliance === airlineByCode.get(b)?.alliance;
}

export function isInternational(from: string, to: string): boolean {
  const { airportByCode } = referenceData();
  return airportByCode.get(from)?.countryCode !== airportByCode.get(to)?.countryCode;
}

/** Flown / direct distance allowed: 2.2 under 800 km, 1.8 under 2,000 km, 1.6 beyond. */
export function circuityFor(directKm: number): number {
  return directKm < 800 ? 2.2 : directKm < 2000 ? 1.8 : 1.6;
}

export function connectionRules(
  origin: string,
  destination: string,
  allowSelfTransfer: boolean,
): ConnectionRules {
  return {
    maxStops: MAX_STOPS,
    maxLayoverMinutes: MAX_LAYOVER_MINUTES,
    minConnectionMinutes,
    interlines,
    allowSelfTransfer,
    isInternational,
    distanceKm,
    maxCircuity: circuityFor(distanceKm(origin, destination)),
  };
}
