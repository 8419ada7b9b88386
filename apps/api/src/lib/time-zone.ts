// A place's UTC offset and local date from its IANA time zone. The domain takes offsets as numbers (hotel
// local-time.ts); resolving daylight saving from the zone's data is the platform's job (Intl), done here once.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClockParts(instantMs: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** Minutes the zone's clock is ahead of UTC at the instant (-300 for New York in winter). */
export function utcOffsetMinutes(timeZone: string, instantMs: number): number {
  const p = wallClockParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** The zone's calendar date at the instant, as YYYY-MM-DD. */
export function localDateIn(timeZone: string, instantMs: number): string {
  const p = wallClockParts(instantMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
}

/**
 * The offset in force at a local wall-clock moment (a check-in at 15:00 on a date): the offset at that moment
 * read as UTC, corrected once, which is exact except inside a daylight-saving gap.
 */
export function utcOffsetAtLocal(timeZone: string, localAsUtcMs: number): number {
  const guess = utcOffsetMinutes(timeZone, localAsUtcMs);
  return utcOffsetMinutes(timeZone, localAsUtcMs - guess * 60_000);
}
