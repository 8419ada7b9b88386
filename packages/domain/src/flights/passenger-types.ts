/**
 * Passenger types of spec §3 (ADT, CNN, INF, INS with their kinds) derived from a birth date.
 *
 * Convention: the IATA one most airlines publish in their conditions of carriage. An infant is under 2, a child is
 * 2 to 11, an adult is 12 or older, each counted on the date of travel. The type of the whole ticket is fixed by the
 * age on the first departure (fares are priced for the age when travel starts), while the lap-infant limit holds on
 * every flight, so the passengers check tests it on the last date of travel (see passengers.ts).
 */
import { ageOn } from '../primary-traveler.ts';
import type { PassengerKind, PassengerTypeCode } from './enums.ts';
import type { Passengers } from './model.ts';

/** Under this age (in whole years on the date of travel) a passenger is an infant. */
export const INFANT_UNDER_AGE = 2;
/** From this age a passenger pays the adult fare and counts as the adult a child or infant needs. */
export const ADULT_FROM_AGE = 12;

/** Where an infant travels: on an adult's lap, or in a seat of its own (a child or adult always has a seat). */
export type InfantSeat = 'lap' | 'seat';

export type PassengerType = { code: PassengerTypeCode; kind: PassengerKind; age: number };

/** The spec's kind for each code the portal derives (AgelessChild is never derived: see enums.ts). */
export const KIND_OF_CODE: Record<PassengerTypeCode, PassengerKind> = {
  ADT: 'Adult',
  CNN: 'AgeChild',
  INF: 'LapInfant',
  INS: 'SeatedInfant',
};

/**
 * Whole years from the birth date to the date of travel: a birthday on the travel day counts (the passenger is a
 * year older that day), and a 29 February birthday is reached on 1 March in common years (ageOn's rule), so an
 * infant born on 29 February is still under 2 on 28 February of its second common year.
 */
export function ageOnTravel(dateOfBirth: string, dateOfTravel: string): number {
  if (dateOfBirth > dateOfTravel) {
    // A passenger not yet born cannot be typed; the contracts reject birth dates after today, and travel is later.
    throw new RangeError(`Birth date ${dateOfBirth} is after the date of travel ${dateOfTravel}`);
  }
  return ageOn(dateOfBirth, dateOfTravel);
}

/**
 * The passenger type on `dateOfTravel`. `seat` matters only for an infant: on a lap it is INF (LapInfant), in its
 * own seat INS (SeatedInfant). A passenger of 2 or more always has a seat whatever `seat` says; the passengers
 * check reports a lap request for such a passenger as LapInfantTooOld.
 */
export function passengerType(
  dateOfBirth: string,
  dateOfTravel: string,
  seat: InfantSeat = 'seat',
): PassengerType {
  const age = ageOnTravel(dateOfBirth, dateOfTravel);
  const code: PassengerTypeCode =
    age < INFANT_UNDER_AGE ? (seat === 'lap' ? 'INF' : 'INS') : age < ADULT_FROM_AGE ? 'CNN' : 'ADT';
  return { code, kind: KIND_OF_CODE[code], age };
}

/**
 * A search counts adults from 18 and gives everyone from 2 to 17 by age (the contracts' child ages, the form Duffel
 * takes), whereas the fare type makes a 12-year-old an adult (ADT). The booking's passengers are counted the
 * search's way so that a quote re-prices exactly what was searched.
 */
export const SEARCH_ADULT_FROM_AGE = 18;

/** The search counts of typed passengers: ages and types on the first departure date. */
export function searchPassengersOf(passengers: readonly { type: PassengerType }[]): Passengers {
  const counts = { adults: 0, childAges: [] as number[], lapInfants: 0, seatedInfants: 0 };
  for (const { type } of passengers) {
    if (type.code === 'INF') counts.lapInfants += 1;
    else if (type.code === 'INS') counts.seatedInfants += 1;
    else if (type.age < SEARCH_ADULT_FROM_AGE) counts.childAges.push(type.age);
    else counts.adults += 1;
  }
  return counts;
}
