/**
 * What the portal corrects in a search or shop URL (spec §5) and what it refuses as the user's error: the
 * corrections are reported so the page can say what it changed; the refusals carry the rule in words.
 */
import { isBefore, isIsoDate } from './iso-date.ts';
import { DEFAULT_MAX_TRAVELERS } from './occupancy.ts';
import { dateWindow, normalizeStayDates, type Stay } from './stay-dates.ts';

export type StayDateCorrection =
  /** A from-date before today became tomorrow. */
  | { field: 'fromDate'; reason: 'BeforeToday'; was: string; now: string }
  /** An until-date not after the (possibly corrected) from-date became from + 2 days. */
  | { field: 'untilDate'; reason: 'NotAfterFrom'; was: string; now: string };

/**
 * The corrections normalizeStayDates made to real dates the URL carried. A missing date, or one that is not a
 * calendar date (2025-02-30), is treated as missing: its default is not a correction of anything the user chose.
 */
export function stayDateCorrections(
  from: string | undefined,
  until: string | undefined,
  today: string,
): StayDateCorrection[] {
  const stay = normalizeStayDates(from, until, today);
  const corrections: StayDateCorrection[] = [];
  if (from && isIsoDate(from) && isBefore(from, today))
    corrections.push({ field: 'fromDate', reason: 'BeforeToday', was: from, now: stay.from });
  if (until && isIsoDate(until) && until !== stay.until)
    corrections.push({ field: 'untilDate', reason: 'NotAfterFrom', was: until, now: stay.until });
  return corrections;
}

export const TOO_MANY_TRAVELERS = `A stay can have up to ${DEFAULT_MAX_TRAVELERS} travelers, adults and children together.`;
export const NO_ADULT = 'A stay needs at least 1 adult.';
export const BEYOND_DATE_WINDOW =
  'Stays can be booked up to one year ahead: choose a checkout within a year from today.';

/**
 * The rule a search or shop request breaks that no correction can fix (spec §9: 16 travelers, dates from today
 * to one year ahead), or null. The API refuses the same requests with the same words.
 */
export function stayRequestProblem(input: {
  stay: Stay;
  adults: number;
  children: number;
  today: string;
}): string | null {
  if (input.adults < 1) return NO_ADULT;
  if (input.adults + input.children > DEFAULT_MAX_TRAVELERS) return TOO_MANY_TRAVELERS;
  if (isIsoDate(input.stay.until) && input.stay.until > dateWindow(input.today).last)
    return BEYOND_DATE_WINDOW;
  return null;
}
