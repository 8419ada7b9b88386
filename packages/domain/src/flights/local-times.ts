/**
 * A flight's local wall-clock times at its airports: the domain keeps UTC minutes (connections.ts), the traveler
 * reads the airport's clock. The zone's rules come from Intl's time zone data (data, not I/O), read through a
 * formatter cached per zone; no Date is built (formatToParts takes the epoch milliseconds).
 */
import { diffDays } from '../iso-date.ts';

const MS_PER_MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // Throws RangeError for a zone Intl does not know: a data error worth surfacing.
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export type ZonedTime = {
  /** Local wall clock, '2026-12-01T07:05' (the contract's scheduledDeparture). */
  local: string;
  /** With the offset, '2026-12-01T07:05-05:00' (the contract's zonedScheduledDeparture). */
  zoned: string;
  /** The local calendar date, '2026-12-01'. */
  date: string;
  /** 0-23. */
  hour: number;
  /** Minutes the airport's clock is ahead of UTC at that instant (-300 for New York in winter). */
  offsetMinutes: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

export function zonedTime(utcMinute: number, timeZone: string): ZonedTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(utcMinute * MS_PER_MINUTE)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute',
    number
  >;
  const asUtcMinute = Date.UTC(year, month - 1, day, hour, minute) / MS_PER_MINUTE;
  const offsetMinutes = asUtcMinute - utcMinute;
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  const local = `${date}T${pad(hour)}:${pad(minute)}`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return {
    local,
    zoned: `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
    date,
    hour,
    offsetMinutes,
  };
}

/**
 * Days the local date of an instant (a segment's arrival, at its airport) is after the local date of the slice's
 * first departure (at the origin): the "+1" of a results card. Across the date line it can be +2 (Los Angeles
 * to Sydney) or -1 (Tokyo to Honolulu arrives the "day before").
 */
export function plusDays(
  firstDeparture: { utcMinute: number; timeZone: string },
  instant: { utcMinute: number; timeZone: string },
): number {
  return diffDays(
    zonedTime(instant.utcMinute, instant.timeZone).date,
    zonedTime(firstDeparture.utcMinute, firstDeparture.timeZone).date,
  );
}
