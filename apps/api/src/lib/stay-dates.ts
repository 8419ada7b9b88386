// Stay dates, a half-open range [from, until) of local dates, as the homes search and shop and the homes line check
// them (hotels will share them).
import { addDays, addYears, diffDays, isIsoDate } from '@portal/domain/iso-date';
import { BEYOND_DATE_WINDOW } from '@portal/domain/stay-corrections';
import { ApiError } from '../plugins/errors.ts';

/** Longest stay a search or shop accepts; beyond it the request is nonsense, not merely unavailable. */
export const MAX_STAY_NIGHTS = 365;
/** The picker calendar shows a year ahead; a little slack lets a client ask for whole months. */
export const MAX_CALENDAR_DAYS = 400;

function badDates(field: string, message: string): ApiError {
  return new ApiError(400, 40000, 'Invalid request', { fields: [{ field, message }] });
}

/**
 * Rejects stay dates no client should send: not real dates, checkout not after check-in, checkout beyond the
 * date window (stays only), longer than a year, or
 * outside [yesterday, today + 2 years] (yesterday because a client's local date may trail UTC; a calendar
 * may start a month back so a picker can show whole months). Dates that are
 * merely unbookable (short notice, blocked) are not errors: they answer Unavailable with a reason.
 */
export function assertStayDates(
  dates: { from: string; until: string },
  today: string,
  field: string,
  limits: { maxNights: number; earliestDaysBeforeToday: number; withinDateWindow: boolean } = {
    maxNights: MAX_STAY_NIGHTS,
    earliestDaysBeforeToday: 1,
    withinDateWindow: true,
  },
): number {
  const { maxNights, earliestDaysBeforeToday } = limits;
  if (!isIsoDate(dates.from)) throw badDates(`${field}.from`, 'Not a calendar date');
  if (!isIsoDate(dates.until)) throw badDates(`${field}.until`, 'Not a calendar date');
  const nights = diffDays(dates.until, dates.from);
  if (nights < 1) throw badDates(`${field}.until`, 'Must be after the from date');
  // Spec §9 date window (today to one year ahead), stated as the rule; a day of slack for a client whose local
  // date runs ahead of UTC.
  if (limits.withinDateWindow && dates.until > addDays(addYears(today, 1), 1))
    throw badDates(`${field}.until`, BEYOND_DATE_WINDOW);
  if (nights > maxNights) throw badDates(`${field}.until`, `At most ${maxNights} days after the from date`);
  if (diffDays(dates.from, today) < -earliestDaysBeforeToday || dates.from > addYears(today, 2)) {
    throw badDates(`${field}.from`, 'Outside the bookable date window');
  }
  return nights;
}
