// Seats per fare bucket and how they sell. Each aircraft's economy cabin is split into a basic bucket (a fifth),
// the standard bucket and the extra-legroom rows; the premium cabins are their own buckets. Other channels sell
// seats as departure nears, on a booking curve (half the seats by about a month out), up to a final load that is
// a fixed property of each flight: some flights sell out, the basic bucket first. Seats depend on the
// observation day only, so a fare does not move between a search and a review on the same day.
import type { CabinName } from '@portal/domain/flights/enums';
import type { AircraftType } from './aircraft.ts';
import type { ShelfKind } from './brands.ts';
import { unitOf } from './prng.ts';

const front = (a: AircraftType): number => a.seats.First ?? a.seats.Business ?? 0;

/** Seats of an aircraft in the bucket a shelf sells. */
export function bucketSeats(a: AircraftType, kind: ShelfKind): number {
  const economy = a.seats.Economy ?? 0;
  switch (kind.shelf) {
    case 0:
      return Math.round(economy * 0.2);
    case 1:
      return Math.round(economy * 0.62);
    case 2:
      return Math.round(economy * 0.18);
    case 3:
      return a.seats.PremiumEconomy ?? front(a);
    case 4:
      return kind.cabin === 'First' ? (a.seats.First ?? 0) : (a.seats.Business ?? a.seats.First ?? 0);
  }
}

/** Whether a leg's aircraft can carry a shelf (a premium fare needs a cabin above economy on every leg). */
export function legSells(a: AircraftType, kind: ShelfKind): boolean {
  return bucketSeats(a, kind) > 0;
}

/** Share of the seats sold `daysOut` days before departure, for a flight whose final load is `finalLoad`. */
export function bookedShare(daysOut: number, finalLoad: number): number {
  return finalLoad / (1 + (Math.max(0, daysOut) / 30) ** 1.4);
}

/** The bucket's load factor (0 to 1) and seats left on a leg, observed `daysOut` days before departure. */
export function bucketState(
  legId: string,
  a: AircraftType,
  kind: ShelfKind,
  daysOut: number,
): { loadFactor: number; seatsLeft: number } {
  const seats = bucketSeats(a, kind);
  // The flight's final load: 0.7 to 1.05 of its seats (over 1: it would oversell, so it sells out).
  const finalLoad = 0.7 + unitOf(`${legId}|load`) * 0.35;
  const cheapFirst: Record<ShelfKind['shelf'], number> = { 0: 1.35, 1: 1, 2: 0.9, 3: 0.85, 4: 0.8 };
  const loadFactor = Math.min(1, bookedShare(daysOut, finalLoad) * cheapFirst[kind.shelf]);
  return { loadFactor, seatsLeft: Math.max(0, seats - Math.round(seats * loadFactor)) };
}

export const CABIN_LETTER: Record<CabinName, string> = {
  BasicEconomy: 'X',
  Economy: 'Y',
  PremiumEconomy: 'W',
  Business: 'J',
  First: 'F',
};
