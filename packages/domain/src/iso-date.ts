/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. This is the ONLY module of the domain that builds a Date, and it
 * builds them in UTC so the host time zone can never shift a stay by a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

function toUtcMs(iso: string): number {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(iso) + days * DAY_MS);
}

/** Adds calendar years; 29 February lands on 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const m = Number(iso.slice(5, 7)) - 1;
  const d = Number(iso.slice(8, 10));
  toUtcMs(iso);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(y, m, Math.min(d, lastDay)));
}

/** Whole days from `b` to `a` (a - b): diffDays('2025-01-03', '2025-01-01') = 2. */
export function diffDays(a: string, b: string): number {
  return Math.round((toUtcMs(a) - toUtcMs(b)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday (the date-fns getDay convention). */
export function weekday(iso: string): number {
  return new Date(toUtcMs(iso)).getUTCDay();
}

/** Negative, zero or positive like a sort comparator. ISO dates sort as strings. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBefore(a: string, b: string): boolean {
  return compare(a, b) < 0;
}

export function isAfter(a: string, b: string): boolean {
  return compare(a, b) > 0;
}

/** The nights of the half-open stay [from, until): every date from `from` up to the day before `until`. */
export function eachNight(from: string, until: string): string[] {
  const nights: string[] = [];
  const count = diffDays(until, from);
  for (let i = 0; i < count; i++) nights.push(addDays(from, i));
  return nights;
}

/** The calendar date of an instant as seen in UTC (callers holding a `now: Date` use this for `today`). */
export function isoDateOfInstant(now: Date): string {
  return now.toISOString().slice(0, 10);
}
