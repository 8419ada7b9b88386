import { isoDateOfInstant } from '@portal/domain/iso-date';
import type { Clock } from '../deps.ts';

/**
 * "Today" for every date rule (booking window, calendar, main guest's age, trip kinds): the UTC date of the clock.
 * One helper so a later switch to the portal's zone (spec §9: America/Toronto) changes one line.
 */
export function todayOf(clock: Clock): string {
  return isoDateOfInstant(clock.now());
}
