import { getLocalTimeZone, today } from '@internationalized/date';

/** A stay's dates as ISO local dates, half-open [from, until): shared by the homes and hotel search forms. */
export type StayRange = { from: string; until: string };

/** The user's calendar date; the domain never reads a clock, so the page passes this in. */
export function todayIso(): string {
  return today(getLocalTimeZone()).toString();
}
