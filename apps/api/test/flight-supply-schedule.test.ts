import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@portal/domain/hotels/distance';
import { diffDays } from '@portal/domain/iso-date';
import type { Leg } from '@portal/domain/flights/model';
import { localDateIn, utcOffsetMinutes } from '../src/lib/time-zone.ts';
import { referenceData } from '../src/providers/flight-supply/reference/reference-data.ts';
import { blockMinutes, network } from '../src/providers/flight-supply/simulator/network.ts';
import { daySchedule, legById } from '../src/providers/flight-supply/simulator/schedule.ts';

const DATE = '2026-12-01'; // a Tuesday
const ref = referenceData();
const airport = (code: string) => ref.airportByCode.get(code)!;
/** Local wall-clock minute of the day and local date of a UTC minute at an airport. */
function local(code: string, utcMinute: number) {
  const ms = utcMinute * 60_000;
  const zone = airport(code).timeZone;
  const minutes = (((utcMinute + utcOffsetMinutes(zone, ms)) % 1440) + 1440) % 1440;
  return { date: localDateIn(zone, ms), minutes };
}
const plusDays = (leg: Leg) =>
  diffDays(local(leg.destination, leg.arrivalUtcMinute).date, local(leg.origin, leg.departureUtcMinute).date);

describe('generated schedule', () => {
  const day = daySchedule(DATE);

  it('flies about 10,000 legs a day at the demo scale and about 50,000 at the large one', () => {
    let started = performance.now();
    const demo = daySchedule('2026-12-08');
    const demoMs = performance.now() - started;
    started = performance.now();
    const large = daySchedule('2026-12-08', 'large');
    const largeMs = performance.now() - started;
    console.info(
      `schedule 2026-12-08: demo ${demo.legs.length} legs in ${demoMs.toFixed(0)} ms, large ${large.legs.length} legs in ${largeMs.toFixed(0)} ms (network built on first use included)`,
    );
    expect(demo.legs.length).toBeGreaterThan(9_000);
    expect(demo.legs.length).toBeLessThan(11_000);
    expect(large.legs.length).toBeGreaterThan(45_000);
    expect(large.legs.length).toBeLessThan(55_000);
  });

  it('is the same for the same date and differs between dates; Saturdays are thinner', () => {
    const again = daySchedule(DATE);
    expect(again).toBe(day);
    const other = daySchedule('2026-12-02');
    const times = (d: typeof day) => d.legs.slice(0, 200).map((l) => `${l.id}@${l.departureUtcMinute}`);
    expect(times(other)).not.toEqual(times(day).map((t) => t.replace('2026-12-01', '2026-12-02')));
    expect(daySchedule('2026-12-05').legs.length).toBeLessThan(day.legs.length * 0.95);
  });

  it('names legs "UA1234-2026-12-01", unique within the day, and finds them by id', () => {
    expect(new Set(day.legs.map((l) => l.id)).size).toBe(day.legs.length);
    for (const leg of day.legs.slice(0, 500)) {
      expect(leg.id).toBe(`${leg.marketingAirline}${leg.flightNumber}-${DATE}`);
      expect(leg.flightNumber).toBeLessThanOrEqual(9999);
      expect(legById(leg.id)).toBe(leg);
    }
    expect(legById('UA1-1999-01-01x')).toBeNull();
    expect(legById('ZZ1-2026-12-01')).toBeNull();
  });

  it('departs at the local time of the leg date at its origin, between 05:30 and 23:30', () => {
    for (const leg of day.legs) {
      const dep = local(leg.origin, leg.departureUtcMinute);
      expect(dep.date, leg.id).toBe(DATE);
      expect(dep.minutes).toBeGreaterThanOrEqual(330);
      expect(dep.minutes).toBeLessThanOrEqual(1410);
      expect(dep.minutes % 5).toBe(0);
    }
  });

  it('takes a block time that grows with distance (taxi, climb and cruise, with the jet stream)', () => {
    for (const leg of day.legs) {
      const km = greatCircleKm(airport(leg.origin), airport(leg.destination));
      const minutes = leg.arrivalUtcMinute - leg.departureUtcMinute;
      expect(minutes, leg.id).toBeGreaterThanOrEqual((40 + (km / 880) * 60) * 0.94 - 3);
      expect(minutes, leg.id).toBeLessThanOrEqual((40 + (km / 700) * 60) * 1.06 + 3);
    }
    // Westbound across the US takes longer than eastbound.
    expect(blockMinutes(airport('JFK'), airport('LAX'))).toBeGreaterThan(
      blockMinutes(airport('LAX'), airport('JFK')),
    );
    expect(blockMinutes(airport('JFK'), airport('LAX'))).toBeGreaterThanOrEqual(330);
    expect(blockMinutes(airport('JFK'), airport('LAX'))).toBeLessThanOrEqual(400);
    expect(blockMinutes(airport('ORD'), airport('DTW'))).toBeLessThan(100);
  });

  it('arrives on the right local date across the date line (LAX-SYD +1 or +2, HNL-NRT +1, SYD-LAX same day)', () => {
    const on = (o: string, d: string) => day.legs.filter((l) => l.origin === o && l.destination === d);
    expect(on('LAX', 'SYD').length).toBeGreaterThan(0);
    for (const leg of on('LAX', 'SYD')) expect([1, 2]).toContain(plusDays(leg));
    expect(on('HNL', 'NRT').length).toBeGreaterThan(0);
    for (const leg of on('HNL', 'NRT')) expect(plusDays(leg)).toBe(1);
    // Eastbound across the date line the 14-hour flight lands on the same (or the previous) local date.
    for (const leg of on('SYD', 'LAX')) expect([-1, 0]).toContain(plusDays(leg));
    expect(on('SYD', 'LAX').length).toBeGreaterThan(0);
  });

  it('builds hub-and-spoke networks: every AA, UA and DL leg touches one of the airline hubs', () => {
    const hubs = network('demo').hubsOf;
    for (const leg of day.legs.filter((l) => ['AA', 'UA', 'DL'].includes(l.marketingAirline))) {
      const h = hubs.get(leg.marketingAirline)!;
      expect(h.has(leg.origin) || h.has(leg.destination), leg.id).toBe(true);
    }
    const fromAtl = day.legs.filter((l) => l.origin === 'ATL' && l.marketingAirline === 'DL').length;
    const fromBdl = day.legs.filter((l) => l.origin === 'BDL' && l.marketingAirline === 'DL').length;
    expect(fromAtl).toBeGreaterThan(100);
    expect(fromAtl).toBeGreaterThan(fromBdl * 10);
  });

  it('flies busy pairs several times a day and thin ones once or twice', () => {
    const count = (o: string, d: string, a: string) =>
      day.legs.filter((l) => l.origin === o && l.destination === d && l.marketingAirline === a).length;
    // The demo network is a tenth of the real one: its busiest pairs fly 6 to 9 times a day.
    expect(count('DFW', 'ORD', 'AA')).toBeGreaterThanOrEqual(6);
    expect(count('DFW', 'ORD', 'AA')).toBeLessThanOrEqual(15);
    const thin = network('demo').routes.filter((r) => r.flightNumbers.length <= 2).length;
    expect(thin / network('demo').routes.length).toBeGreaterThan(0.5);
    const large = daySchedule(DATE, 'large');
    const busiest = Math.max(...network('large').routes.map((r) => r.flightNumbers.length));
    expect(busiest).toBeGreaterThanOrEqual(12);
    expect(busiest).toBeLessThanOrEqual(15);
    const largeCount = (o: string, d: string, a: string) =>
      large.legs.filter((l) => l.origin === o && l.destination === d && l.marketingAirline === a).length;
    expect(largeCount('ATL', 'LGA', 'DL')).toBeGreaterThanOrEqual(6);
    expect(largeCount('DFW', 'ORD', 'AA')).toBeGreaterThanOrEqual(10);
  });

  it('times hub flights in banks: arrivals in the hour before a bank, departures in the 45 minutes after', () => {
    const banks = Array.from({ length: 11 }, (_, i) => 390 + i * 90);
    const inBank = (m: number, from: number, to: number) => banks.some((b) => m >= b + from && m <= b + to);
    const out = day.legs.filter((l) => l.marketingAirline === 'AA' && l.origin === 'DFW');
    const inbound = day.legs.filter((l) => l.marketingAirline === 'AA' && l.destination === 'DFW');
    const outShare =
      out.filter((l) => inBank(local('DFW', l.departureUtcMinute).minutes, 0, 45)).length / out.length;
    const inShare =
      inbound.filter((l) => inBank(local('DFW', l.arrivalUtcMinute).minutes, -55, 0)).length / inbound.length;
    expect(outShare).toBe(1);
    expect(inShare).toBeGreaterThan(0.85);
  });

  it('puts regional jets on short thin routes, narrow-bodies domestic and wide-bodies long-haul, with their cabins', () => {
    const route = (a: string, o: string, d: string) =>
      network('demo').routes.find((r) => r.airline === a && r.origin === o && r.destination === d)!;
    const longHaul = route('QF', 'SYD', 'LAX').aircraft;
    expect(longHaul.wideBody).toBe(true);
    expect(longHaul.cabins).toEqual(['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First']);
    const transcon = route('DL', 'JFK', 'LAX').aircraft;
    expect(transcon.wideBody).toBe(false);
    expect(transcon.cabins).toEqual(['BasicEconomy', 'Economy', 'First']);
    for (const leg of day.legs.filter((l) => ['F9', 'NK', 'FR'].includes(l.marketingAirline)))
      expect(leg.cabins).toEqual(['BasicEconomy', 'Economy']);
    const regional = network('demo').routes.filter((r) => r.aircraft.name === 'Embraer E175');
    expect(regional.length).toBeGreaterThan(0);
    for (const r of regional) expect(r.km).toBeLessThan(1300);
  });
});
