/** Saved traveler profile rules (spec §3 "Traveler profile", §5 "Profiles"). */

export type Passport = { countryOfIssue: string; [field: string]: unknown };

/** Spec §5: a passport is sent only when countryOfIssue has exactly 2 characters; otherwise it is omitted. */
export function passportToSend<P extends Passport>(passport: P | null | undefined): P | undefined {
  return passport && passport.countryOfIssue.length === 2 ? passport : undefined;
}

const CUSTOM_FIELD_KEY = /^[A-Za-z0-9]+$/;
const CUSTOM_FIELD_VALUE = /^[A-Za-z0-9 /-]*$/;

export function isValidCustomFieldKey(key: string): boolean {
  return CUSTOM_FIELD_KEY.test(key);
}

export function isValidCustomFieldValue(value: string): boolean {
  return CUSTOM_FIELD_VALUE.test(value);
}

/** Keys of custom-field entries in error (bad key or bad value), in input order. */
export function customFieldErrors(fields: Readonly<Record<string, string>>): string[] {
  return Object.entries(fields)
    .filter(([key, value]) => !isValidCustomFieldKey(key) || !isValidCustomFieldValue(value))
    .map(([key]) => key);
}

/** Spec §5: an empty string for a hotel-loyalty or frequent-flyer value removes that entry. */
export function withoutEmptyEntries(map: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([, value]) => value.trim() !== ''));
}

export type ProfileName = { givenName: string; surname: string };

/** Spec §3: profiles sort by given name, then surname (case-insensitive, stable). */
export function sortProfiles<P extends ProfileName>(profiles: readonly P[]): P[] {
  const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return [...profiles].sort((a, b) => cmp(a.givenName, b.givenName) || cmp(a.surname, b.surname));
}

export const PLACEHOLDER_BIRTH_DATE = '1870-01-01';

/** Spec §3: a user with no traveler record becomes a placeholder profile flagged as missing information. */
export function placeholderProfile(user: {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}) {
  return {
    givenName: user.firstName,
    surname: user.lastName,
    dateOfBirth: PLACEHOLDER_BIRTH_DATE,
    gender: 'M' as const,
    emailAddress: user.email,
    isMissingInfo: true,
    linkedDEUserId: user.userId,
  };
}
