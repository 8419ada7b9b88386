// The portal's passengers as Duffel's offer request takes them, and the check that an offer was priced for the
// passengers a review asks about (an offer belongs to the passengers of its search).
import type { CreateOfferRequestPassenger } from '@duffel/api/types';
import type { Passengers } from '@portal/domain/flights/model';
import type { DuffelOffer } from './duffel-port.ts';

/** Duffel types a passenger under 2 as infant_without_seat: a lap infant. */
const LAP_INFANT_AGE = 1;
/**
 * Duffel has no seated-infant type: an infant with its own seat is searched as a 2-year-old, whom airlines price
 * as a child with a seat (what a seated infant pays on most carriers).
 */
const SEATED_INFANT_AGE = 2;

/** Adults by type, everyone under 18 by age (Duffel asks for one or the other, never both). */
export function duffelPassengers(passengers: Passengers): CreateOfferRequestPassenger[] {
  return [
    ...Array.from({ length: passengers.adults }, () => ({ type: 'adult' as const })),
    ...passengers.childAges.map((age) => ({ age })),
    ...Array.from({ length: passengers.lapInfants }, () => ({ age: LAP_INFANT_AGE })),
    ...Array.from({ length: passengers.seatedInfants }, () => ({ age: SEATED_INFANT_AGE })),
  ];
}

function describe(p: { age?: number | null; type?: string | null }): string {
  return p.age !== null && p.age !== undefined ? `age:${p.age}` : `type:${p.type ?? 'adult'}`;
}

/** True when the offer's passengers are the ones the portal would search for `passengers` (order aside). */
export function offerFitsPassengers(offer: Pick<DuffelOffer, 'passengers'>, passengers: Passengers): boolean {
  const wanted = duffelPassengers(passengers).map(describe).sort();
  const priced = offer.passengers.map(describe).sort();
  return wanted.length === priced.length && wanted.every((d, i) => d === priced[i]);
}
