/**
 * The passengers check of spec §5 (issue 14 "Passengers"): every rule the passengers of a flight booking break,
 * each with its code and a sentence that tells the person what to fix, or the typed passengers when none is broken.
 * The book page runs it before asking for a quote; the server runs it again before booking.
 */
import type { AssistanceCode } from '../traveler-form.ts';
import type { PassengerErrorCode } from './enums.ts';
import {
  hasSendableCountry,
  isSupportedName,
  isValidPassportNumber,
  isWellFormedKnownTravelerNumber,
  isWellFormedRedressNumber,
  type PassengerPassport,
} from './passenger-documents.ts';
import { PASSENGER_MESSAGES as M, passengerLabel } from './passenger-messages.ts';
import {
  ageOnTravel,
  INFANT_UNDER_AGE,
  type InfantSeat,
  passengerType,
  type PassengerType,
} from './passenger-types.ts';
import { MAX_FLIGHT_PASSENGERS } from './search-request.ts';

/** A passenger as the book page sends it: a saved traveler's fields plus where an infant sits. */
export type PassengerInput = {
  givenName: string;
  surname: string;
  /** ISO date. */
  dateOfBirth: string;
  gender: 'M' | 'F';
  /** ISO 3166-1 alpha-2; required for international itineraries. */
  nationality?: string | undefined;
  passport?: PassengerPassport | undefined;
  tsaRedressNumber?: string | undefined;
  knownTravelerNumber?: string | undefined;
  /** Airline code -> membership number; passed through, not checked here. */
  frequentFlyer?: Readonly<Record<string, string>> | undefined;
  specialAssistance: readonly AssistanceCode[];
  /**
   * For a passenger under 2: on an adult's lap or in a seat of their own. Absent means a seat, so an infant is
   * never put on a lap the traveler did not choose.
   */
  seat?: InfantSeat | undefined;
};

export type PassengersCheckInput = {
  passengers: readonly PassengerInput[];
  contact: { email?: string | undefined; phone?: string | undefined };
  trip: {
    /** ISO date of the first flight: fixes each passenger's type (passenger-types.ts). */
    firstDepartureDate: string;
    /** ISO date of the last flight: lap infants and passports must still qualify on it. */
    lastTravelDate: string;
    international: boolean;
  };
  /** What the chosen fare sells: infants on a lap, infants in a seat of their own. */
  fare: { lapInfants: boolean; seatedInfants: boolean };
  /** The supplier's minimum age of the passenger who checks the party in, when it has one. */
  minimumCheckInAge?: number | undefined;
};

export type PassengerField =
  | 'givenName'
  | 'surname'
  | 'seat'
  | 'nationality'
  | 'passport'
  | 'passport.countryOfIssue'
  | 'passport.number'
  | 'passport.expiration'
  | 'tsaRedressNumber'
  | 'knownTravelerNumber'
  | 'dateOfBirth'
  | 'contact';

export type PassengerError = {
  code: PassengerErrorCode;
  /** The passenger it concerns (index in the input), or null for a rule of the whole booking. */
  passengerIndex: number | null;
  field: PassengerField | null;
  message: string;
};

export type TypedPassenger = PassengerInput & { index: number; type: PassengerType };

export type PassengersCheck =
  | { kind: 'PassengersOk'; passengers: TypedPassenger[] }
  | { kind: 'InvalidPassengers'; errors: PassengerError[] };

const isBlank = (value: string | undefined): boolean => !value || value.trim() === '';

/** Rules of the booking as a whole: its size, who travels with whom, and how to reach the traveler. */
function bookingErrors(input: PassengersCheckInput, typed: readonly TypedPassenger[]): PassengerError[] {
  const errors: PassengerError[] = [];
  const booking = (code: PassengerErrorCode, message: string, field: PassengerField | null = null) =>
    errors.push({ code, passengerIndex: null, field, message });
  const adults = typed.filter((p) => p.type.code === 'ADT').length;
  const lapInfants = typed.filter((p) => p.seat === 'lap').length;

  if (adults === 0) booking('NoAdultPassenger', M.NoAdultPassenger());
  if (typed.length > MAX_FLIGHT_PASSENGERS) {
    booking('TooManyPassengers', M.TooManyPassengers(typed.length));
  }
  if (lapInfants > adults) booking('TooManyLapInfants', M.TooManyLapInfants(lapInfants, adults));
  if (isBlank(input.contact.email) && isBlank(input.contact.phone)) {
    booking('NoContactInformation', M.NoContactInformation(), 'contact');
  }
  const minimum = input.minimumCheckInAge;
  if (minimum !== undefined && typed.length > 0 && Math.max(...typed.map((p) => p.type.age)) < minimum) {
    booking('CheckInMinimumAgeNotMet', M.CheckInMinimumAgeNotMet(minimum), 'dateOfBirth');
  }
  return errors;
}

/** A lap infant must stay under 2 until the last flight, fly on a fare that allows it, and carry no TSA numbers. */
function lapErrors(p: TypedPassenger, input: PassengersCheckInput, who: string): PassengerError[] {
  const errors: PassengerError[] = [];
  const add = (code: PassengerErrorCode, field: PassengerField, message: string) =>
    errors.push({ code, passengerIndex: p.index, field, message });
  const { lastTravelDate } = input.trip;
  if (ageOnTravel(p.dateOfBirth, lastTravelDate) >= INFANT_UNDER_AGE) {
    add('LapInfantTooOld', 'seat', M.LapInfantTooOld(who, lastTravelDate));
  }
  if (!input.fare.lapInfants) add('LapInfantsUnsupported', 'seat', M.LapInfantsUnsupported(who));
  // Secure Flight vets a lap infant under the adult whose lap it sits on, so its own numbers are refused.
  if (!isBlank(p.tsaRedressNumber)) {
    add('IllegalLapInfantRedressNumber', 'tsaRedressNumber', M.IllegalLapInfantRedressNumber(who));
  }
  if (!isBlank(p.knownTravelerNumber)) {
    add(
      'IllegalLapInfantKnownTravelerNumber',
      'knownTravelerNumber',
      M.IllegalLapInfantKnownTravelerNumber(who),
    );
  }
  return errors;
}

/** An international itinerary needs a nationality and a passport valid until the last flight. */
function documentErrors(p: TypedPassenger, lastTravelDate: string, who: string): PassengerError[] {
  const errors: PassengerError[] = [];
  const add = (code: PassengerErrorCode, field: PassengerField, message: string) =>
    errors.push({ code, passengerIndex: p.index, field, message });
  if (isBlank(p.nationality)) add('MissingNationality', 'nationality', M.MissingNationality(who));
  const passport = p.passport;
  if (!passport) {
    add('MissingPassport', 'passport', M.MissingPassport(who));
    return errors;
  }
  // Without a two-letter country the passport is never sent (spec §5), so to the airline it is missing.
  if (!hasSendableCountry(passport)) {
    add('MissingPassport', 'passport.countryOfIssue', M.MissingPassport(who));
  }
  if (isBlank(passport.number)) {
    add('MissingPassportNumber', 'passport.number', M.MissingPassportNumber(who));
  } else if (!isValidPassportNumber(passport.number ?? '')) {
    add('InvalidPassportNumber', 'passport.number', M.InvalidPassportNumber(who));
  }
  const expiration = passport.expiration?.trim();
  if (!expiration) {
    add('MissingPassport', 'passport.expiration', M.MissingPassportExpiration(who));
  } else if (expiration < lastTravelDate) {
    // Valid through its expiry date: a passport expiring on the last day of travel still covers the trip.
    add('ExpiredPassport', 'passport.expiration', M.ExpiredPassport(who, expiration, lastTravelDate));
  }
  return errors;
}

function passengerErrors(p: TypedPassenger, input: PassengersCheckInput): PassengerError[] {
  const errors: PassengerError[] = [];
  const who = passengerLabel(p.givenName, p.surname, p.index);
  const add = (code: PassengerErrorCode, field: PassengerField, message: string) =>
    errors.push({ code, passengerIndex: p.index, field, message });

  for (const field of ['givenName', 'surname'] as const) {
    if (!isSupportedName(p[field])) {
      add('UnsupportedNameCharacters', field, M.UnsupportedNameCharacters(who, field, isBlank(p[field])));
    }
  }
  if (p.seat === 'lap') {
    errors.push(...lapErrors(p, input, who));
  } else {
    if (p.type.code === 'INS' && !input.fare.seatedInfants) {
      add('SeatedInfantsUnsupported', 'seat', M.SeatedInfantsUnsupported(who));
    }
    if (!isBlank(p.tsaRedressNumber) && !isWellFormedRedressNumber(p.tsaRedressNumber ?? '')) {
      add('MalformedRedressNumber', 'tsaRedressNumber', M.MalformedRedressNumber(who));
    }
    if (!isBlank(p.knownTravelerNumber) && !isWellFormedKnownTravelerNumber(p.knownTravelerNumber ?? '')) {
      add('MalformedKnownTravelerNumber', 'knownTravelerNumber', M.MalformedKnownTravelerNumber(who));
    }
  }
  // A domestic trip needs no passport, so one saved on the profile is not held against the booking.
  if (input.trip.international) errors.push(...documentErrors(p, input.trip.lastTravelDate, who));
  return errors;
}

/**
 * Every broken rule at once (booking-wide first, then each passenger in order), so the person fixes them in one
 * pass; PassengersOk with each passenger's type on the first departure date otherwise.
 * Birth dates must not be after the first departure (the contracts refuse birth dates after today).
 */
export function checkPassengers(input: PassengersCheckInput): PassengersCheck {
  const typed: TypedPassenger[] = input.passengers.map((p, index) => ({
    ...p,
    index,
    type: passengerType(p.dateOfBirth, input.trip.firstDepartureDate, p.seat ?? 'seat'),
  }));
  const errors = [...bookingErrors(input, typed), ...typed.flatMap((p) => passengerErrors(p, input))];
  return errors.length > 0
    ? { kind: 'InvalidPassengers', errors }
    : { kind: 'PassengersOk', passengers: typed };
}
