/**
 * The traveler profile form (the /travelers page): its draft, its field errors, and the person it saves.
 * Name, birth date, gender, email and phone errors use the book page's traveler form wording.
 */
import { isValidEmail, isValidPhone, phoneDigits } from './checkout.ts';
import { isHotelLoyaltyCode } from './hotel-loyalty-programs.ts';
import { isValidCustomFieldValue, passportToSend, withoutEmptyEntries } from './profiles.ts';

/** Spec §3 special assistance codes with the words a traveler reads (IATA SSR meanings). */
export const SPECIAL_ASSISTANCE_LABELS = {
  BLND: 'Blind or low vision',
  DEAF: 'Deaf or hard of hearing',
  STCR: 'Stretcher',
  WCHR: 'Wheelchair for long distances (can use stairs and walk to the seat)',
  WCHS: 'Wheelchair, cannot use stairs (can walk to the seat)',
  WCHC: 'Wheelchair, cannot walk (needs help to the seat)',
  WCBD: 'Own wheelchair, dry-cell battery',
  WCBW: 'Own wheelchair, wet-cell battery',
  WCLB: 'Own wheelchair, lithium-ion battery',
  WCMP: 'Own manual wheelchair',
  WCOB: 'On-board wheelchair',
} as const;
export type AssistanceCode = keyof typeof SPECIAL_ASSISTANCE_LABELS;
export const SPECIAL_ASSISTANCE_CODES = Object.keys(SPECIAL_ASSISTANCE_LABELS) as AssistanceCode[];

export type ProgramRow = { code: string; number: string };

export type TravelerFormDraft = {
  givenName: string;
  surname: string;
  gender: '' | 'M' | 'F';
  dateOfBirth: string;
  email: string;
  phone: string;
  passportCountry: string;
  passportNumber: string;
  passportExpiry: string;
  frequentFlyer: ProgramRow[];
  hotelLoyalty: ProgramRow[];
  specialAssistance: string[];
  tsaRedressNumber: string;
  knownTravelerNumber: string;
};

export const EMPTY_TRAVELER_FORM: TravelerFormDraft = {
  givenName: '',
  surname: '',
  gender: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  passportCountry: '',
  passportNumber: '',
  passportExpiry: '',
  frequentFlyer: [],
  hotelLoyalty: [],
  specialAssistance: [],
  tsaRedressNumber: '',
  knownTravelerNumber: '',
};

export const TRAVELER_FORM_MESSAGES = {
  givenName: 'Enter a given name.',
  surname: 'Enter a surname.',
  dateOfBirth: 'Enter a date of birth in the past.',
  gender: 'Choose a gender.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  passportCountry: 'Enter the 2-letter country code, like US.',
  passportNumber: 'Use letters and digits only.',
  passportExpiry: 'Enter an expiry date in the future.',
  airlineCode: 'Enter a 2-character airline code, like AA.',
  hotelProgram: 'Choose a hotel program.',
  duplicateProgram: 'This program is already listed.',
  programNumber: 'Use letters, digits, spaces, / and - only.',
  lettersAndDigits: 'Use letters and digits only.',
} as const;

/** A field path ('givenName', 'frequentFlyer.0.code', 'hotelLoyalty.1.number') to its error. */
export type TravelerFormErrors = Partial<Record<string, string>>;

const LETTERS_DIGITS = /^[A-Za-z0-9]*$/;
const AIRLINE_CODE = /^[A-Za-z0-9]{2}$/;

/** A 2-character IATA airline designator (AA, DL, B6), the key of a frequent-flyer entry. */
export function isAirlineCode(code: string): boolean {
  return AIRLINE_CODE.test(code);
}

/** A phone number typed with its own +country code, or a US number without one. */
export function isValidProfilePhone(phone: string): boolean {
  const value = phone.trim();
  if (!value.startsWith('+')) return isValidPhone(value);
  const digits = phoneDigits(value.slice(1));
  return digits !== null && digits.length >= 8 && digits.length <= 15;
}

function programErrors(
  rows: readonly ProgramRow[],
  map: 'frequentFlyer' | 'hotelLoyalty',
  errors: TravelerFormErrors,
): void {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const code = row.code.trim().toUpperCase();
    const number = row.number.trim();
    // Spec §5: an empty number removes the entry, so a blank row is never in error.
    if (!number) return;
    const codeOk = map === 'frequentFlyer' ? isAirlineCode(code) : isHotelLoyaltyCode(code);
    if (!codeOk) {
      errors[`${map}.${i}.code`] =
        map === 'frequentFlyer' ? TRAVELER_FORM_MESSAGES.airlineCode : TRAVELER_FORM_MESSAGES.hotelProgram;
    } else if (seen.has(code)) {
      errors[`${map}.${i}.code`] = TRAVELER_FORM_MESSAGES.duplicateProgram;
    }
    seen.add(code);
    if (!isValidCustomFieldValue(number)) errors[`${map}.${i}.number`] = TRAVELER_FORM_MESSAGES.programNumber;
  });
}

/** The name, birth date and gender every traveler needs: the book page's quick form checks only these. */
export type TravelerBasics = Pick<TravelerFormDraft, 'givenName' | 'surname' | 'dateOfBirth' | 'gender'>;

export function travelerBasicsErrors(
  d: TravelerBasics,
  today: string,
): Partial<Record<keyof TravelerBasics, string>> {
  const m = TRAVELER_FORM_MESSAGES;
  const errors: Partial<Record<keyof TravelerBasics, string>> = {};
  if (!d.givenName.trim()) errors.givenName = m.givenName;
  if (!d.surname.trim()) errors.surname = m.surname;
  if (!d.dateOfBirth || d.dateOfBirth >= today) errors.dateOfBirth = m.dateOfBirth;
  if (!d.gender) errors.gender = m.gender;
  return errors;
}

export function travelerFormErrors(d: TravelerFormDraft, today: string): TravelerFormErrors {
  const m = TRAVELER_FORM_MESSAGES;
  const errors: TravelerFormErrors = { ...travelerBasicsErrors(d, today) };
  if (d.email.trim() && !isValidEmail(d.email)) errors.email = m.email;
  if (d.phone.trim() && !isValidProfilePhone(d.phone)) errors.phone = m.phone;

  const country = d.passportCountry.trim();
  const passportGiven = Boolean(country || d.passportNumber.trim() || d.passportExpiry);
  if (passportGiven && !/^[A-Za-z]{2}$/.test(country)) errors.passportCountry = m.passportCountry;
  if (!LETTERS_DIGITS.test(d.passportNumber.trim())) errors.passportNumber = m.passportNumber;
  if (d.passportExpiry && d.passportExpiry <= today) errors.passportExpiry = m.passportExpiry;

  programErrors(d.frequentFlyer, 'frequentFlyer', errors);
  programErrors(d.hotelLoyalty, 'hotelLoyalty', errors);
  if (!LETTERS_DIGITS.test(d.tsaRedressNumber.trim())) errors.tsaRedressNumber = m.lettersAndDigits;
  if (!LETTERS_DIGITS.test(d.knownTravelerNumber.trim())) errors.knownTravelerNumber = m.lettersAndDigits;
  return errors;
}

function programMap(rows: readonly ProgramRow[]): Record<string, string> {
  return withoutEmptyEntries(
    Object.fromEntries(rows.map((r) => [r.code.trim().toUpperCase(), r.number.trim()] as const)),
  );
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The saved-traveler payload of a valid draft (spec §5: no passport without a 2-character country). */
export function personOfDraft(d: TravelerFormDraft) {
  const passport = passportToSend({
    countryOfIssue: d.passportCountry.trim().toUpperCase(),
    ...(optional(d.passportNumber) ? { number: d.passportNumber.trim().toUpperCase() } : {}),
    ...(d.passportExpiry ? { expiration: d.passportExpiry } : {}),
  });
  return {
    givenName: d.givenName.trim(),
    surname: d.surname.trim(),
    gender: d.gender as 'M' | 'F',
    dateOfBirth: d.dateOfBirth,
    emailAddress: optional(d.email),
    phoneNumber: optional(d.phone),
    passport,
    frequentFlyer: programMap(d.frequentFlyer),
    hotelLoyalty: programMap(d.hotelLoyalty),
    specialAssistance: SPECIAL_ASSISTANCE_CODES.filter((c) => d.specialAssistance.includes(c)),
    tsaRedressNumber: optional(d.tsaRedressNumber),
    knownTravelerNumber: optional(d.knownTravelerNumber),
  };
}

type SavedProfile = {
  givenName: string;
  surname: string;
  gender: 'M' | 'F';
  dateOfBirth: string;
  isMissingInfo?: boolean;
  emailAddress?: string | undefined;
  phoneNumber?: string | undefined;
  passport?:
    { countryOfIssue: string; number?: string | undefined; expiration?: string | undefined } | undefined;
  frequentFlyer: Record<string, string>;
  hotelLoyalty: Record<string, string>;
  specialAssistance: readonly string[];
  tsaRedressNumber?: string | undefined;
  knownTravelerNumber?: string | undefined;
};

const rowsOf = (map: Record<string, string>): ProgramRow[] =>
  Object.entries(map).map(([code, number]) => ({ code, number }));

/** The form for editing a profile; a spec §3 placeholder's made-up birth date and gender are left blank. */
export function draftOfProfile(p: SavedProfile): TravelerFormDraft {
  return {
    givenName: p.givenName,
    surname: p.surname,
    gender: p.isMissingInfo ? '' : p.gender,
    dateOfBirth: p.isMissingInfo ? '' : p.dateOfBirth,
    email: p.emailAddress ?? '',
    phone: p.phoneNumber ?? '',
    passportCountry: p.passport?.countryOfIssue ?? '',
    passportNumber: p.passport?.number ?? '',
    passportExpiry: p.passport?.expiration ?? '',
    frequentFlyer: rowsOf(p.frequentFlyer),
    hotelLoyalty: rowsOf(p.hotelLoyalty),
    specialAssistance: [...p.specialAssistance],
    tsaRedressNumber: p.tsaRedressNumber ?? '',
    knownTravelerNumber: p.knownTravelerNumber ?? '',
  };
}
