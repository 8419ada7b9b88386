// The aircraft a route gets, by distance and carrier, with the cabins it sells and its seats per cabin (typical
// 2026 configurations). The fare buckets split these seats (fares.ts).
import type { CabinName } from '@portal/domain/flights/enums';
import type { AirlineEntry } from '../reference/airline-list.ts';

export type AircraftType = {
  name: string;
  cabins: readonly CabinName[];
  /** Seats per cabin; BasicEconomy and Economy share the economy cabin, counted under Economy. */
  seats: Partial<Record<CabinName, number>>;
  wideBody: boolean;
};

const aircraft = (
  name: string,
  seats: Partial<Record<CabinName, number>>,
  wideBody = false,
): AircraftType => ({
  name,
  cabins: (['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'] as const).filter(
    (c) => c === 'BasicEconomy' || (seats[c] ?? 0) > 0,
  ),
  seats,
  wideBody,
});

// US carriers sell their narrow-body front cabin as domestic First; elsewhere it is (European) Business.
const US_FRONT = new Set(['AA', 'UA', 'DL', 'AS', 'HA']);
// Carriers that still fly a First cabin on their largest long-haul aircraft.
const FIRST_CABIN = new Set(['EK', 'QR', 'SQ', 'CX', 'NH', 'JL', 'LH', 'AF', 'BA', 'EY', 'QF', 'AA']);
// Carriers with the A380 on their longest trunk routes.
const A380 = new Set(['EK', 'SQ', 'BA', 'LH', 'QF', 'QR']);
// All wide-body fleets: their short-haul runs on wide-bodies too.
const WIDE_ONLY = new Set(['EK']);

const REGIONAL_US = aircraft('Embraer E175', { Economy: 64, First: 12 });
const REGIONAL = aircraft('Embraer E190', { Economy: 88, Business: 12 });

function narrowBody(a: AirlineEntry, km: number, busy: boolean): AircraftType {
  const big = busy || km > 2500;
  if (a.lowCost) {
    if (a.fleet === 'boeing') return aircraft(big ? 'Boeing 737 MAX 8' : 'Boeing 737-800', { Economy: 189 });
    return aircraft(big ? 'Airbus A321neo' : 'Airbus A320neo', { Economy: big ? 230 : 186 });
  }
  const name =
    a.fleet === 'boeing'
      ? big
        ? 'Boeing 737 MAX 9'
        : 'Boeing 737-800'
      : big
        ? 'Airbus A321neo'
        : 'Airbus A320';
  const economy = big ? 170 : 138;
  if (a.code === 'B6') return aircraft(name, { Economy: economy + 12 });
  return US_FRONT.has(a.code)
    ? aircraft(name, { Economy: economy, First: big ? 20 : 12 })
    : aircraft(name, { Economy: economy, Business: big ? 28 : 20 });
}

function wideBody(a: AirlineEntry, km: number, trunk: boolean): AircraftType {
  if (km > 9500 || trunk) {
    if (A380.has(a.code) && trunk)
      return aircraft('Airbus A380-800', { Economy: 370, PremiumEconomy: 56, Business: 76, First: 14 }, true);
    const first = FIRST_CABIN.has(a.code) ? 8 : 0;
    return a.fleet === 'boeing'
      ? aircraft('Boeing 777-300ER', { Economy: 260, PremiumEconomy: 28, Business: 60, First: first }, true)
      : aircraft('Airbus A350-900', { Economy: 240, PremiumEconomy: 24, Business: 40, First: first }, true);
  }
  return a.fleet === 'boeing'
    ? aircraft('Boeing 787-9', { Economy: 216, PremiumEconomy: 21, Business: 48 }, true)
    : aircraft('Airbus A330-300', { Economy: 220, PremiumEconomy: 21, Business: 36 }, true);
}

/**
 * The aircraft for one route: a regional jet on short thin routes of network carriers, a narrow-body up to about
 * 4,700 km (B6 flies its A321 with the Mint business cabin across the Atlantic), a wide-body beyond, the largest
 * types on the longest routes and between two of the busiest airports (`trunk`).
 */
export function aircraftFor(
  a: AirlineEntry,
  km: number,
  thin: boolean,
  busy: boolean,
  trunk: boolean,
): AircraftType {
  if (WIDE_ONLY.has(a.code)) return wideBody(a, km, trunk);
  if (a.code === 'B6' && km > 4000) return aircraft('Airbus A321LR', { Economy: 114, Business: 24 });
  if (km > 4800 && !a.lowCost) return wideBody(a, km, trunk);
  if (!a.lowCost && thin && km < 1300 && a.code !== 'B6')
    return US_FRONT.has(a.code) ? REGIONAL_US : REGIONAL;
  return narrowBody(a, km, busy);
}
