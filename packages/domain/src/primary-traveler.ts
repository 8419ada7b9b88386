/** Spec §2 "Adults (18 or above)": the primary traveler, who checks in and signs for the stay, is an adult. */
import { isIsoDate } from './iso-date.ts';

export const ADULT_AGE = 18;
export const PRIMARY_TRAVELER_ADULT = 'The primary traveler must be 18 or older at check-in.';

/** Whole years from a birth date to a day; a 29 February birthday comes of age on 1 March in common years. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** True when the birth date is a real date and the traveler is 18 or older on the check-in day. */
export function isAdultAtCheckIn(dateOfBirth: string, checkIn: string): boolean {
  if (!isIsoDate(dateOfBirth) || !isIsoDate(checkIn)) return false;
  return ageOn(dateOfBirth, checkIn) >= ADULT_AGE;
}
