// A place's UTC offset and local date from its IANA time zone. The domain takes offsets as numbers (hotel
// local-time.ts); the zone's rules are read from Intl by the flights' local-times module (cached per zone and
// hour), so the API asks it rather than keeping a second formatter. Instants here are epoch milliseconds; zones
// change clocks on whole minutes, so the instant's minute has the instant's offset.
import { utcOffsetMinutes as offsetAtMinute, zonedTime } from '@portal/domain/flights/local-times';

const MS_PER_MINUTE = 60_000;
const minuteOf = (instantMs: number) => Math.floor(instantMs / MS_PER_MINUTE);

/** Minutes the zone's clock is ahead of UTC at the instant (-300 for New York in winter). */
export function utcOffsetMinutes(timeZone: string, instantMs: number): number {
  return offsetAtMinute(minuteOf(instantMs), timeZone);
}

/** The zone's calendar date at the instant, as YYYY-MM-DD. */
export function localDateIn(timeZone: string, instantMs: number): string {
  return zonedTime(minuteOf(instantMs), timeZone).date;
}

/**
 * The offset in force at a local wall-clock moment (a check-in at 15:00 on a date): the offset at that moment
 * read as UTC, corrected once, which is exact except inside a daylight-saving gap.
 */
export function utcOffsetAtLocal(timeZone: string, localAsUtcMs: number): number {
  const guess = utcOffsetMinutes(timeZone, localAsUtcMs);
  return utcOffsetMinutes(timeZone, localAsUtcMs - guess * MS_PER_MINUTE);
}
