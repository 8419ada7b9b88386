import type { CheckoutError } from '@portal/contracts/purchase';
import type { Person } from '@portal/contracts/travelers';
import { PASSENGER_ERROR_CODES } from '@portal/domain/flights/enums';
import { passengerNationality } from '@portal/domain/flights/passenger-documents';
import { checkPassengers, type PassengerError, type PassengerInput } from '@portal/domain/flights/passengers';
import type { Assignments, PassengerSlot } from './passenger-slots.ts';

/**
 * A quote failure about the passengers: a spec §8 passenger code, the passenger it names (its place in the quoted
 * list, which follows the slots) or none for a rule of the whole booking, and the sentence saying what to fix.
 */
export type PassengerFailure = CheckoutError & { passengerIndex?: number | null };

const CODES: ReadonlySet<string> = new Set([...PASSENGER_ERROR_CODES, 'InvalidPassengers']);

/** Whether a quote failure is about the passengers, shown by the passengers step rather than a modal. */
export function arePassengerErrors(errors: readonly CheckoutError[]): boolean {
  return errors.length > 0 && errors.every((e) => CODES.has(e.code));
}

/** The domain's (and the server's) passenger errors as the checkout's failures. */
export function passengerFailures(errors: readonly PassengerError[]): PassengerFailure[] {
  return errors.map((e) => ({
    Error: 'CartValidationError',
    code: e.code,
    value: e.message,
    passengerIndex: e.passengerIndex,
  }));
}

/**
 * The failures placed on the slots they name; a failure of the whole booking (no adult, too many lap infants)
 * lands on the first slot, so it is still shown beside the passengers and focused.
 */
export function passengerProblems(
  errors: readonly CheckoutError[],
  slots: readonly PassengerSlot[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const e of errors as readonly PassengerFailure[]) {
    const index = typeof e.passengerIndex === 'number' ? e.passengerIndex : 0;
    const slot = slots[index] ?? slots[0];
    if (!slot) continue;
    problems[slot.key] = problems[slot.key] ? `${problems[slot.key]} ${e.value}` : e.value;
  }
  return problems;
}

/** A saved traveler in a slot as the spec §5 check reads them (a two-letter passport country is the nationality). */
function passengerInput(person: Person, slot: PassengerSlot, assignments: Assignments): PassengerInput {
  return {
    givenName: person.givenName,
    surname: person.surname,
    dateOfBirth: person.dateOfBirth,
    gender: person.gender,
    nationality: passengerNationality({ passportCountry: person.passport?.countryOfIssue }),
    passport: person.passport,
    tsaRedressNumber: person.tsaRedressNumber,
    knownTravelerNumber: person.knownTravelerNumber,
    frequentFlyer: person.frequentFlyer,
    // Passed through to the airline, not checked: none needed here.
    specialAssistance: [],
    seat: slot.kind === 'infant' ? (assignments[slot.key]?.seat ?? 'lap') : undefined,
  };
}

/**
 * Spec §5 "Passengers" before the quote, with the same rules the server runs (domain flights/passengers): what the
 * page already knows is wrong, by slot. What only the fare knows (infants it sells) is left to the server.
 */
export function checkSlotsPassengers(input: {
  slots: readonly PassengerSlot[];
  assignments: Assignments;
  travelers: readonly Person[];
  trip: { firstDepartureDate: string; lastTravelDate: string; international: boolean };
}): Record<string, string> {
  const { slots, assignments, travelers } = input;
  const people = slots.map((s) => travelers.find((t) => t.id === assignments[s.key]?.travelerId));
  if (people.some((p) => !p) || !input.trip.firstDepartureDate) return {};
  const check = checkPassengers({
    passengers: slots.map((s, i) => passengerInput(people[i] as Person, s, assignments)),
    // The contact is checked by the shell's contact fields beside this step.
    contact: { email: 'contact@step.one' },
    trip: input.trip,
    fare: { lapInfants: true, seatedInfants: true },
  });
  return check.kind === 'PassengersOk' ? {} : passengerProblems(passengerFailures(check.errors), slots);
}
