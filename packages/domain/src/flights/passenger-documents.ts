/**
 * The formats of what a passenger's documents and names may hold before a supplier receives them (spec §5
 * "Passengers"), and the shapes the supplier receives. Each format names where it comes from.
 */

/**
 * DHS TRIP redress control number: digits only. DHS TRIP issues seven-digit numbers; the Secure Flight data
 * field carries up to 13, so longer numbers are accepted too.
 */
const REDRESS_NUMBER = /^\d{7,13}$/;

/**
 * Known traveler number, in the forms TSA Secure Flight accepts:
 * - TSA PreCheck: 9 letters and digits (most start with "TT");
 * - CBP Trusted Traveler programs (Global Entry, NEXUS, SENTRI): the 9-digit PASSID;
 * - US armed forces members: the 10-digit DoD ID number.
 */
const KNOWN_TRAVELER_NUMBER = /^(?:[A-Z0-9]{9}|\d{10})$/;

/**
 * Passport number: 6 to 9 letters and digits. ICAO Doc 9303 gives the document number 9 characters in the
 * machine-readable zone; no issuing state uses fewer than 6.
 */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,9}$/;

/**
 * Names as airlines carry them: Latin letters, with single spaces, hyphens or apostrophes between them; no
 * digits or other punctuation. Reservation systems hold only A to Z, so a Latin letter with a diacritic (é, ñ, ü,
 * å) is accepted and sent without its mark (`nameForSupplier`), the way the passport's machine-readable lines
 * write it; a letter with no A to Z base (ß, ø, æ, ł, Greek, Cyrillic, CJK) is refused, because only the traveler
 * knows its spelling on the passport's machine-readable lines (ß is SS, ø is OE or O).
 */
const SUPPLIER_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

const COMBINING_MARKS = /\p{M}/gu;

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * The name the supplier receives: trimmed, blanks collapsed, diacritics dropped, the typographic apostrophe made
 * plain (what phone keyboards type).
 */
export function nameForSupplier(name: string): string {
  return stripMarks(name.trim().replace(/\s+/g, ' ')).replace(/\u2019/g, "'");
}

export function isSupportedName(name: string): boolean {
  return SUPPLIER_NAME.test(nameForSupplier(name));
}

export function isWellFormedRedressNumber(value: string): boolean {
  return REDRESS_NUMBER.test(value.trim());
}

export function isWellFormedKnownTravelerNumber(value: string): boolean {
  return KNOWN_TRAVELER_NUMBER.test(value.trim().toUpperCase());
}

export function isValidPassportNumber(value: string): boolean {
  return PASSPORT_NUMBER.test(value.trim().toUpperCase());
}

export type PassengerPassport = {
  /** ISO 3166-1 alpha-2 of the issuing country; anything else keeps the passport from the supplier. */
  countryOfIssue: string;
  number?: string | undefined;
  /** ISO date, the last day the passport is valid. */
  expiration?: string | undefined;
};

/** True when the issuing country is exactly two letters (spec §5), the form suppliers accept. */
export function hasSendableCountry(passport: PassengerPassport): boolean {
  return /^[A-Za-z]{2}$/.test(passport.countryOfIssue.trim());
}

/**
 * Spec §5: a passport is passed on only when its country of issue is exactly two letters, otherwise it is left
 * out of the supplier request altogether. The country goes in capitals.
 */
export function passportForSupplier<P extends PassengerPassport>(
  passport: P | null | undefined,
): P | undefined {
  if (!passport || !hasSendableCountry(passport)) return undefined;
  return { ...passport, countryOfIssue: passport.countryOfIssue.trim().toUpperCase() };
}

/**
 * The nationality the flights checks read (spec §5 "Passengers"): the traveler's own when saved, otherwise the
 * country that issued their passport when it is two letters (the one form a supplier takes, in capitals), since a
 * passport is issued by the holder's country. Undefined when neither is known: then nationality is missing.
 */
export function passengerNationality(traveler: {
  nationality?: string | null | undefined;
  passportCountry?: string | null | undefined;
}): string | undefined {
  const own = traveler.nationality?.trim();
  if (own) return own.toUpperCase();
  const country = traveler.passportCountry;
  return country && hasSendableCountry({ countryOfIssue: country })
    ? country.trim().toUpperCase()
    : undefined;
}
