import type { Person, PersonInput } from '@portal/contracts/travelers';
import { passportToSend, placeholderProfile, withoutEmptyEntries } from '@portal/domain/profiles';
import type { TravelerOwner, TravelerRow, TravelerValues } from './travelers.repository.ts';

/** Spec §3 traveler profile of a saved traveler row. */
export function toPerson(row: TravelerRow): Person {
  return {
    id: row.id,
    givenName: row.givenName,
    surname: row.surname,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    ...(row.email ? { emailAddress: row.email } : {}),
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    ...(row.passportCountry
      ? {
          passport: {
            countryOfIssue: row.passportCountry,
            ...(row.passportNumber ? { number: row.passportNumber } : {}),
            ...(row.passportExpiry ? { expiration: row.passportExpiry } : {}),
          },
        }
      : {}),
    frequentFlyer: row.frequentFlyer,
    hotelLoyalty: row.hotelLoyalty,
    specialAssistance: row.specialAssistance,
    ...(row.tsaRedressNumber ? { tsaRedressNumber: row.tsaRedressNumber } : {}),
    ...(row.knownTravelerNumber ? { knownTravelerNumber: row.knownTravelerNumber } : {}),
    createdAt: row.createdAt.toISOString(),
    isGhostUser: false,
    isMissingInfo: false,
    isPrivateProfile: false,
    isDefaultProfile: row.isDefault,
  };
}

/** Spec §3: the profile a user without saved travelers gets, built from the user record. */
export function toPlaceholderPerson(owner: TravelerOwner): Person {
  return completePlaceholder(placeholderProfile(owner));
}

/** A spec §3 placeholder profile with the empty programs and flags every Person carries. */
export function completePlaceholder(profile: ReturnType<typeof placeholderProfile>): Person {
  return {
    ...profile,
    frequentFlyer: {},
    hotelLoyalty: {},
    specialAssistance: [],
    isGhostUser: false,
    isPrivateProfile: false,
    isDefaultProfile: false,
  };
}

/**
 * The columns a person writes. Spec §5: the passport is kept only when countryOfIssue has exactly 2
 * characters, and empty program numbers remove their entry. An update replaces every field, so a passport
 * or number left out of the person is cleared.
 */
export function toTravelerValues(person: PersonInput): TravelerValues {
  const passport = passportToSend(person.passport);
  return {
    givenName: person.givenName,
    surname: person.surname,
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    email: person.emailAddress ?? null,
    phoneNumber: person.phoneNumber || null,
    passportCountry: passport ? passport.countryOfIssue.toUpperCase() : null,
    passportNumber: passport?.number || null,
    passportExpiry: passport?.expiration ?? null,
    frequentFlyer: withoutEmptyEntries(person.frequentFlyer),
    hotelLoyalty: withoutEmptyEntries(person.hotelLoyalty),
    specialAssistance: [...new Set(person.specialAssistance)],
    tsaRedressNumber: person.tsaRedressNumber ?? null,
    knownTravelerNumber: person.knownTravelerNumber ?? null,
  };
}
