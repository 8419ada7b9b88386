/**
 * Spec §9 void window: "about 24 business hours for US consumers; in Canada it ends 11:59 pm on the purchase day".
 * Within it a ticketed booking voids with a full refund (spec §4 void status TicketedVoid).
 *
 * The exact reading used here (all wall-clock times in the point of sale's zone, passed in):
 * - US: 24 hours that fall on a weekday (Monday 00:00 to Saturday 00:00) count; weekend hours do not, and no
 *   holiday calendar applies ("about"). So a purchase Monday to Thursday voids until the same time the next day,
 *   a Friday 6 pm purchase until Monday 6 pm, and a Saturday or Sunday purchase until the end of Monday (Tuesday
 *   00:00). North American clock changes happen on Sunday mornings, so a weekday hour is always a real hour.
 * - CA: until the end of the purchase day: voidable through 23:59:59.999 local, so the deadline is the next local
 *   midnight.
 * Instants are epoch milliseconds; the deadline is exclusive (voidable while now < deadline).
 */
import { addDays, weekday } from '../iso-date.ts';
import { zonedTime } from './local-times.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';

export const VOID_STATUSES = ['TicketedVoid', 'PreTicketVoidable', 'NotVoidable'] as const;
export type VoidStatus = (typeof VOID_STATUSES)[number];

export const POINTS_OF_SALE = ['US', 'CA'] as const;
export type PointOfSale = (typeof POINTS_OF_SALE)[number];

/** Spec §9 "about 24 business hours" for US purchases. */
export const US_VOID_BUSINESS_HOURS = 24;

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;
const SATURDAY = 6;
const SUNDAY = 0;
const FRIDAY = 5;

/** Local wall-clock parts of an instant in a zone (to the minute; seconds are carried separately). */
function localParts(atMs: number, zone: string): { date: string; minuteOfDay: number; restMs: number } {
  const utcMinute = Math.floor(atMs / MS_PER_MINUTE);
  const zoned = zonedTime(utcMinute, zone);
  const minuteOfDay = zoned.hour * 60 + Number(zoned.local.slice(14, 16));
  return { date: zoned.date, minuteOfDay, restMs: atMs - utcMinute * MS_PER_MINUTE };
}

/**
 * The instant a local wall-clock time (date, minutes after midnight) has in a zone. In a spring-forward gap the
 * time does not exist and the instant after the gap is returned; in a fall-back overlap the earlier one.
 */
export function instantOfLocal(date: string, minuteOfDay: number, zone: string): number {
  const asUtcMinute =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      MS_PER_MINUTE +
    minuteOfDay;
  // A zone changes its offset at most once within a day either side: try the offset before and after.
  const target = zonedTime(asUtcMinute, 'UTC').local;
  const before = zonedTime(asUtcMinute - MINUTES_PER_DAY, zone).offsetMinutes;
  const after = zonedTime(asUtcMinute + MINUTES_PER_DAY, zone).offsetMinutes;
  const matches = [asUtcMinute - before, asUtcMinute - after].filter(
    (m) => zonedTime(m, zone).local === target,
  );
  // No match: the time falls in a gap; read with the offset before the gap it lands just after it.
  const found = matches.length > 0 ? Math.min(...matches) : asUtcMinute - before;
  return found * MS_PER_MINUTE;
}

/** The exclusive end of the void window of a purchase. */
export function voidDeadline(purchasedAtMs: number, pointOfSale: PointOfSale, zone: string): number {
  const local = localParts(purchasedAtMs, zone);
  if (pointOfSale === 'CA') return instantOfLocal(addDays(local.date, 1), 0, zone);
  const day = weekday(local.date);
  // Weekend purchases start counting on Monday 00:00, so 24 weekday hours end at Tuesday 00:00.
  if (day === SATURDAY) return instantOfLocal(addDays(local.date, 3), 0, zone);
  if (day === SUNDAY) return instantOfLocal(addDays(local.date, 2), 0, zone);
  // A weekday purchase: the same wall-clock time on the next weekday (Friday skips to Monday).
  const next = addDays(local.date, day === FRIDAY ? 3 : 1);
  return instantOfLocal(next, local.minuteOfDay, zone) + local.restMs;
}

/**
 * Spec §4 void status. A booking the airline has not ticketed yet can always be voided (PreTicketVoidable: the
 * supplier drops the reservation, nothing was issued). A live ticket is TicketedVoid within the window. A
 * cancelled or rejected ticket has nothing left to void; a reissued (Modified) ticket is not voided either,
 * since the exchange already settled its money.
 */
export function voidStatus(input: {
  ticketState: TicketLifecycleState;
  purchasedAtMs: number;
  nowMs: number;
  pointOfSale: PointOfSale;
  zone: string;
}): VoidStatus {
  if (input.ticketState === 'TicketingPending') return 'PreTicketVoidable';
  if (input.ticketState !== 'Ticketed') return 'NotVoidable';
  const deadline = voidDeadline(input.purchasedAtMs, input.pointOfSale, input.zone);
  return input.nowMs < deadline ? 'TicketedVoid' : 'NotVoidable';
}
