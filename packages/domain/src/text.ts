/** Display text rules (spec §2, §5 "Display", §9). */

/** Spec §5 'Read more' limits in characters. */
export const READ_MORE_LIMITS = {
  default: 300,
  petsPolicy: 200,
  importantInformation: 500,
  description: 500,
} as const;
export type ReadMoreKind = keyof typeof READ_MORE_LIMITS;

export const MOBILE_NAME_MAX = 40;
export const ELLIPSIS = '...';

export type Truncated = { text: string; isTruncated: boolean };

/**
 * The collapsed text for 'Read more'. Text that fits, or whose remainder past the limit is under half the
 * limit, is shown whole (a 'Read more' for a few words is noise). Otherwise it is cut at the limit, backing off
 * to the last space when that loses little, and the caller adds the 'Read more' control.
 */
export function truncateForReadMore(text: string, limit: number = READ_MORE_LIMITS.default): Truncated {
  const remainder = text.length - limit;
  if (remainder <= 0 || remainder < limit / 2) return { text, isTruncated: false };
  let cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= limit * 0.8) cut = cut.slice(0, lastSpace);
  return { text: `${cut.trimEnd()}${ELLIPSIS}`, isTruncated: true };
}

export function readMoreLimit(kind: ReadMoreKind): number {
  return READ_MORE_LIMITS[kind];
}

/** Spec §2: the mobile header shows the listing name truncated to 40 characters. */
export function truncateName(name: string, max: number = MOBILE_NAME_MAX): string {
  return name.length <= max ? name : `${name.slice(0, max).trimEnd()}${ELLIPSIS}`;
}

/** Spec §5: the rooms label appears only for 2 or more rooms; null means show nothing. */
export function roomsLabel(rooms: number): string | null {
  return rooms >= 2 ? `${rooms} Rooms` : null;
}

/** Spec §9: check-in/checkout times shown as h:mm A ('16:00' -> '4:00 PM'); unparseable input is returned as is. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23 || Number(minutes) > 59) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}

/** '1 Traveler', '3 Travelers' - travelers are adults plus children; pets get their own label. */
export function travelersLabel(travelers: number): string {
  return `${travelers} ${travelers === 1 ? 'Traveler' : 'Travelers'}`;
}

export function petsLabel(pets: number): string | null {
  return pets > 0 ? `${pets} ${pets === 1 ? 'Pet' : 'Pets'}` : null;
}

// Calendar dates, spelled in UTC so no server or browser time zone moves them a day.
const SPELLED_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO calendar date as emails and receipts spell it: "Fri, Dec 25, 2026". */
export function spellDate(iso: string): string {
  return SPELLED_DATE.format(new Date(`${iso}T00:00:00Z`));
}
