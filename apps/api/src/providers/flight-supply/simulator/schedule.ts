// One day's schedule: every route of the network timed on a date. A leg departs at a local wall-clock time at
// its origin (the leg's date is that local date) and is stored in UTC minutes with the origin's offset on that
// date. At an airline's hubs flights come in waves (banks): arrivals land in the half hour before a bank and
// departures leave in the 40 minutes after it, so connections work, as at a real hub. The draws are seeded by
// date and carrier: the same date always gives the same schedule. Days are cached (a few, least recently used).
import { addDays, diffDays, isIsoDate, weekday } from '@portal/domain/iso-date';
import type { Leg } from '@portal/domain/flights/model';
import { utcOffsetAtLocal } from '../../../lib/time-zone.ts';
import { referenceData } from '../reference/reference-data.ts';
import { network, type Route, type ScheduleScale } from './network.ts';
import { randomFor } from './prng.ts';

export type DaySchedule = {
  date: string;
  legs: readonly Leg[];
  byId: ReadonlyMap<string, Leg>;
  /** The route each leg flies (aircraft seats, distance), by leg id. */
  routeOf: ReadonlyMap<string, Route>;
};

const MINUTES_PER_DAY = 1440;
const EPOCH = '1970-01-01';
/** Bank times at every hub, local minutes after midnight: 06:30 to 21:30 every 90 minutes. */
const BANKS = Array.from({ length: 11 }, (_, i) => 390 + i * 90);
const FIRST_DEPARTURE = 330;
const LAST_DEPARTURE = 1410;

const offsets = new Map<string, number>();

/** The zone's UTC offset at local noon of a date (airports change clocks at night, before the first bank). */
export function offsetOn(timeZone: string, date: string): number {
  const key = `${timeZone}|${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = utcOffsetAtLocal(timeZone, (diffDays(date, EPOCH) * MINUTES_PER_DAY + 720) * 60_000);
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** UTC minutes since the epoch of a local wall-clock time at an airport. */
export function localToUtcMinute(timeZone: string, date: string, localMinute: number): number {
  return diffDays(date, EPOCH) * MINUTES_PER_DAY + localMinute - offsetOn(timeZone, date);
}

const nearestBank = (minute: number) =>
  BANKS.reduce((best, b) => (Math.abs(b - minute) < Math.abs(best - minute) ? b : best), BANKS[0]!);
const round5 = (m: number) => Math.round(m / 5) * 5;

/** Local departure minute of the i-th of f daily flights on a route, aligned to the hubs' banks. */
function departureMinute(
  route: Route,
  i: number,
  draw: () => number,
  arrivalShift: number,
  bank: 'departure' | 'arrival' | 'none',
): number {
  const f = route.flightNumbers.length;
  // Spread the day's flights from 06:00 to 22:00, with some jitter so routes do not all leave together.
  const wanted = 360 + ((i + 0.5) * 960) / f + (draw() - 0.5) * 50;
  if (bank === 'none') return round5(wanted);
  if (bank === 'arrival') {
    // Land 10 to 50 minutes before the hub's nearest bank (local hub time = local origin time + arrivalShift).
    const arrival = wanted + route.blockMinutes + arrivalShift;
    const target = nearestBank(arrival) - 10 - draw() * 40;
    const departure = target - route.blockMinutes - arrivalShift;
    if (departure >= FIRST_DEPARTURE && departure <= LAST_DEPARTURE) return round5(departure);
    return round5(Math.min(LAST_DEPARTURE, Math.max(FIRST_DEPARTURE, wanted)));
  }
  // Leave in the 40 minutes after the origin hub's bank.
  return round5(nearestBank(wanted) + draw() * 40);
}

function buildDay(scale: ScheduleScale, date: string): DaySchedule {
  const ref = referenceData();
  const net = network(scale);
  const legs: Leg[] = [];
  const routeOf = new Map<string, Route>();
  const saturday = weekday(date) === 6;
  const dayStart = diffDays(date, EPOCH) * MINUTES_PER_DAY;
  const offsetOf = new Map(ref.airports.map((a) => [a.code, offsetOn(a.timeZone, date)]));
  const draws = new Map<string, () => number>();
  for (const route of net.routes) {
    let draw = draws.get(route.airline);
    if (!draw) {
      draw = randomFor(`${date}|${route.airline}`);
      draws.set(route.airline, draw);
    }
    const originOffset = offsetOf.get(route.origin)!;
    const arrivalShift = offsetOf.get(route.destination)! - originOffset;
    const hubs = net.hubsOf.get(route.airline);
    const bank = hubs?.has(route.origin) ? 'departure' : hubs?.has(route.destination) ? 'arrival' : 'none';
    const f = route.flightNumbers.length;
    for (let i = 0; i < f; i += 1) {
      const minute = departureMinute(route, i, draw, arrivalShift, bank);
      const skip = draw();
      // Airlines thin business routes on Saturdays: about one flight in six of a route with 3 or more a day.
      if (saturday && f >= 3 && skip < 0.17) continue;
      const number = route.flightNumbers[i]!;
      const departureUtcMinute = dayStart + minute - originOffset;
      const leg: Leg = {
        id: `${route.airline}${number}-${date}`,
        marketingAirline: route.airline,
        flightNumber: number,
        operatingAirline: route.airline,
        origin: route.origin,
        destination: route.destination,
        departureUtcMinute,
        arrivalUtcMinute: departureUtcMinute + route.blockMinutes,
        aircraft: route.aircraft.name,
        cabins: route.aircraft.cabins,
      };
      legs.push(leg);
      routeOf.set(leg.id, route);
    }
  }
  legs.sort((a, b) => a.departureUtcMinute - b.departureUtcMinute);
  return { date, legs, byId: new Map(legs.map((l) => [l.id, l])), routeOf };
}

const CACHED_DAYS = 8;
const days = new Map<string, DaySchedule>();

/** The schedule of a date (YYYY-MM-DD) at a scale; kept for the last few dates asked. */
export function daySchedule(date: string, scale: ScheduleScale = 'demo'): DaySchedule {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  const key = `${scale}|${date}`;
  const hit = days.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting makes this the most recently used.
    days.delete(key);
    days.set(key, hit);
    return hit;
  }
  const day = buildDay(scale, date);
  days.set(key, day);
  if (days.size > CACHED_DAYS) days.delete(days.keys().next().value!);
  return day;
}

/** A leg by id ("UA1234-2026-12-01"), from its date's schedule; null when no such leg flies. */
export function legById(id: string, scale: ScheduleScale = 'demo'): Leg | null {
  const date = id.slice(-10);
  if (!isIsoDate(date)) return null;
  return daySchedule(date, scale).byId.get(id) ?? null;
}

export const nextDate = (date: string) => addDays(date, 1);
