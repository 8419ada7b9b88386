/**
 * The words of each passenger error: what is wrong and what to do about it, naming the passenger, so the book page
 * can show them beside the field without knowing the rule. The API answers with the same sentences.
 */
import { MAX_FLIGHT_PASSENGERS } from './search-request.ts';

/** "Mia Lopez", or "Passenger 2" while the name is still blank. */
export function passengerLabel(givenName: string, surname: string, index: number): string {
  const name = `${givenName.trim()} ${surname.trim()}`.trim();
  return name || `Passenger ${index + 1}`;
}

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const NAME_FIELD_WORDS = { givenName: 'first name', surname: 'last name' } as const;

export const PASSENGER_MESSAGES = {
  NoAdultPassenger: (): string =>
    "Add an adult (12 or older on the day of travel): a child or infant can't fly alone.",
  TooManyPassengers: (count: number): string =>
    `One booking holds at most ${MAX_FLIGHT_PASSENGERS} passengers, lap infants included; this one has ${count}. ` +
    'Remove some passengers and book them separately.',
  TooManyLapInfants: (lapInfants: number, adults: number): string =>
    `Each lap infant needs an adult's lap: there ${lapInfants === 1 ? 'is 1 lap infant' : `are ${lapInfants} lap infants`} ` +
    `and ${count(adults, 'adult')}. Book a seat for an infant or add an adult.`,
  NoContactInformation: (): string =>
    'Add an email address or a phone number so the airline can reach you about changes to your flights.',
  CheckInMinimumAgeNotMet: (minimumAge: number): string =>
    `Someone aged ${minimumAge} or older on the day of departure must travel on this booking to check in ` +
    'for everyone. Add a passenger of that age.',
  UnsupportedNameCharacters: (who: string, field: 'givenName' | 'surname', blank: boolean): string =>
    blank
      ? `Add ${who}'s ${NAME_FIELD_WORDS[field]} as it appears on their ID.`
      : `Write ${who}'s ${NAME_FIELD_WORDS[field]} with letters, spaces, hyphens and apostrophes only, as on the ` +
        "passport's machine-readable lines (for example ß as SS, no digits or other signs).",
  LapInfantTooOld: (who: string, lastTravelDate: string): string =>
    `${who} will be 2 or older by ${lastTravelDate}, the last day of travel, and can't fly on a lap. Book a ` +
    'seat for them.',
  LapInfantsUnsupported: (who: string): string =>
    `This fare doesn't allow infants on a lap. Book a seat for ${who} or choose another fare.`,
  SeatedInfantsUnsupported: (who: string): string =>
    `This fare doesn't sell seats to infants. Put ${who} on an adult's lap or choose another fare.`,
  IllegalLapInfantRedressNumber: (who: string): string =>
    `${who} flies on a lap, and a lap infant can't have a redress number. Remove it.`,
  IllegalLapInfantKnownTravelerNumber: (who: string): string =>
    `${who} flies on a lap, and a lap infant can't have a known traveler number. Remove it.`,
  MalformedRedressNumber: (who: string): string =>
    `${who}'s redress number should be the 7 to 13 digits DHS TRIP gave you. Check it or remove it.`,
  MalformedKnownTravelerNumber: (who: string): string =>
    `${who}'s known traveler number should be 9 letters and digits (TSA PreCheck, Global Entry, NEXUS, ` +
    'SENTRI) or a 10-digit DoD ID. Check it or remove it.',
  MissingNationality: (who: string): string =>
    `Add ${who}'s nationality: it's required for international flights.`,
  MissingPassport: (who: string): string =>
    `Add ${who}'s passport with the country that issued it: it's required for international flights.`,
  MissingPassportExpiration: (who: string): string =>
    `Add the expiry date of ${who}'s passport: it's required for international flights.`,
  MissingPassportNumber: (who: string): string => `Add ${who}'s passport number.`,
  InvalidPassportNumber: (who: string): string =>
    `${who}'s passport number should be 6 to 9 letters and digits, as printed on the passport. Check it.`,
  ExpiredPassport: (who: string, expiration: string, lastTravelDate: string): string =>
    `${who}'s passport expires on ${expiration}, before the trip ends on ${lastTravelDate}. Renew it or use ` +
    'another valid passport.',
} as const;
