/**
 * Hotel wall-clock times and instants, kept explicit and pure: a hotel's check-in is a local date and time, and
 * the caller passes the hotel's UTC offset at that moment (it resolves daylight saving with the hotel's time
 * zone, which is data, not a rule). Instants are epoch milliseconds; no Date is built here.
 */
import { addDays, diffDays } from '../iso-date.ts';
import { formatTime12h, spellDate } from '../text.ts';

const EPOCH = '1970-01-01';
const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;

/** A moment on the hotel's wall clock: a calendar date and minutes after its midnight. */
export type LocalDateTime = { date: string; minutes: number };

/** Minutes after midnight of 'HH:mm' (seconds allowed and ignored); null when it is not a time of day. */
export function clockMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/** 'HH:mm' of minutes after midnight. */
export function clockText(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function localDateTime(date: string, time: string): LocalDateTime {
  const minutes = clockMinutes(time);
  if (minutes === null) throw new RangeError(`Not a time of day: ${time}`);
  return { date, minutes };
}

/** The instant of a wall-clock moment at a hotel whose clock is `utcOffsetMinutes` ahead of UTC (-300 = UTC-5). */
export function localToInstantMs(local: LocalDateTime, utcOffsetMinutes: number): number {
  return (diffDays(local.date, EPOCH) * MINUTES_PER_DAY + local.minutes - utcOffsetMinutes) * MS_PER_MINUTE;
}

/** The hotel's wall clock at an instant. */
export function instantToLocal(instantMs: number, utcOffsetMinutes: number): LocalDateTime {
  const total = Math.floor(instantMs / MS_PER_MINUTE) + utcOffsetMinutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { date: addDays(EPOCH, days), minutes: total - days * MINUTES_PER_DAY };
}

/** The check-in instant of a stay: its first date at the hotel's check-in time. */
export function checkInInstantMs(input: {
  checkInDate: string;
  checkInTime: string;
  utcOffsetMinutes: number;
}): number {
  return localToInstantMs(localDateTime(input.checkInDate, input.checkInTime), input.utcOffsetMinutes);
}

/** 'Fri, Mar 6, 2026, 4:00 PM' (spec §9 times as h:mm A), in the hotel's local time. */
export function localDateTimeText(local: LocalDateTime): string {
  return `${spellDate(local.date)}, ${formatTime12h(clockText(local.minutes))}`;
}

/** The instant `hours` before another (a deadline counted back from check-in). */
export function hoursBeforeMs(instantMs: number, hours: number): number {
  return instantMs - hours * MS_PER_HOUR;
}
