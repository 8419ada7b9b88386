/**
 * A flight's local wall-clock times at its airports: the domain keeps UTC minutes (connections.ts), the traveler
 * reads the airport's clock. The zone's rules come from Intl's time zone data (data, not I/O), read through a
 * formatter cached per zone; no Date is built (formatToParts takes the epoch milliseconds). Intl is asked once per
 * zone and hour (utcOffsetMinutes); the wall clock is then plain arithmetic.
 */
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
const MINUTES_PER_DAY = 1440;

/** The zone's offset at one instant, read from Intl (a few microseconds: formatToParts is the cost of a search). */
function exactOffset(utcMinute: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(utcMinute * MS_PER_MINUTE)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute',
    number
  >;
  return Date.UTC(year, month - 1, day, hour, minute) / MS_PER_MINUTE - utcMinute;
}

/**
 * Offsets by zone and UTC hour: a results page asks for the same few hours at the same few airports hundreds of
 * times. An hour whose first and last minute share an offset has it throughout (zones change clocks at most once
 * an hour); an hour with a change in it (NaN here) is asked of Intl minute by minute.
 */
const hourOffsets = new Map<string, Map<number, number>>();
const MAX_HOURS_PER_ZONE = 20_000;

export function utcOffsetMinutes(utcMinute: number, timeZone: string): number {
  const hour = Math.floor(utcMinute / 60);
  let byHour = hourOffsets.get(timeZone);
  if (!byHour) {
    byHour = new Map();
    hourOffsets.set(timeZone, byHour);
  }
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const first = exactOffset(hour * 60, timeZone);
    offset = first === exactOffset(hour * 60 + 59, timeZone) ? first : NaN;
    if (byHour.size >= MAX_HOURS_PER_ZONE) byHour.clear();
    byHour.set(hour, offset);
  }
  return Number.isNaN(offset) ? exactOffset(utcMinute, timeZone) : offset;
}

/** The proleptic Gregorian date of a day number (days since 1970-01-01): H. Hinnant's civil_from_days. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function zonedTime(utcMinute: number, timeZone: string): ZonedTime {
  const offsetMinutes = utcOffsetMinutes(utcMinute, timeZone);
  const localMinute = utcMinute + offsetMinutes;
  const days = Math.floor(localMinute / MINUTES_PER_DAY);
  const minuteOfDay = localMinute - days * MINUTES_PER_DAY;
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  const { year, month, day } = civilFromDays(days);
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
  // Local day numbers: the same as diffDays of the two local dates, without building them.
  const localDay = (t: { utcMinute: number; timeZone: string }) =>
    Math.floor((t.utcMinute + utcOffsetMinutes(t.utcMinute, t.timeZone)) / MINUTES_PER_DAY);
  return localDay(instant) - localDay(firstDeparture);
}
