import type { CheckoutError } from '@portal/contracts/purchase';
import type { Assignments, PassengerSlot } from './passenger-slots.ts';

/**
 * Spec §8 passenger error codes, each with what the person should fix. The server's message is shown when it has
 * one; these stand in for a bare code.
 */
export const PASSENGER_ERROR_TEXTS: Record<string, string> = {
  NoAdultPassenger: 'At least one passenger must be an adult.',
  TooManyPassengers: 'A booking allows up to 9 passengers.',
  TooManyLapInfants: 'Each lap infant needs an adult: seat an infant or add an adult.',
  LapInfantTooOld: 'A lap infant must be under 2 on every day of travel: choose a seat for this infant.',
  LapInfantsUnsupported: 'This fare does not allow lap infants: choose a seat for this infant.',
  SeatedInfantsUnsupported: 'This fare does not allow infants in their own seat.',
  MissingPassport: 'Add this traveler’s passport: the trip is international.',
  ExpiredPassport: 'This passport expires before the last flight: update it.',
  MissingPassportNumber: 'Add the passport number.',
  InvalidPassportNumber: 'Check the passport number: letters and digits only.',
  MissingNationality: 'Add the passport’s country of issue.',
  MalformedRedressNumber: 'Check the TSA redress number.',
  MalformedKnownTravelerNumber: 'Check the known traveler number.',
  IllegalLapInfantRedress: 'A lap infant cannot have a redress or known traveler number.',
  UnsupportedNameCharacters: 'Use letters of the Latin alphabet in the name, as on the passport.',
  NoContactInformation: 'Add an email and a phone number to contact you about this trip.',
  CheckInMinimumAgeNotMet: 'This passenger is too young for the age type chosen.',
};

/** One failure naming a passenger: the saved traveler's id or the passenger's position, and what is wrong. */
type PassengerFailure = CheckoutError & { travelerId?: string; passengerIndex?: number };

function isPassengerFailure(e: CheckoutError): e is PassengerFailure {
  return e.code in PASSENGER_ERROR_TEXTS || e.code === 'InvalidPassengers' || 'travelerId' in e;
}

/** Whether a quote failure is about the passengers, shown by the passengers step rather than a modal. */
export function arePassengerErrors(errors: readonly CheckoutError[]): boolean {
  return errors.length > 0 && errors.every(isPassengerFailure);
}

/**
 * The failures placed on the slots they name (by traveler, else by position in the quoted list); a failure naming
 * no passenger lands on the first slot, so it is still shown next to the passengers and focused.
 */
export function passengerProblems(
  errors: readonly CheckoutError[],
  slots: readonly PassengerSlot[],
  assignments: Assignments,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const e of errors as readonly PassengerFailure[]) {
    const byTraveler = e.travelerId
      ? slots.find((s) => assignments[s.key]?.travelerId === e.travelerId)
      : undefined;
    const slot = byTraveler ?? (e.passengerIndex !== undefined ? slots[e.passengerIndex] : undefined) ?? slots[0];
    if (!slot || problems[slot.key]) continue;
    const text = e.value && e.value !== e.code ? e.value : (PASSENGER_ERROR_TEXTS[e.code] ?? e.value);
    problems[slot.key] = text;
  }
  return problems;
}
