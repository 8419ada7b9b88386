/**
 * Spec §4 schedule changes: the airline moved, renumbered or cancelled booked flights. From the segments as booked
 * and as the airline now has them: what changed per segment, how serious it is, whether the traveler can simply
 * accept it, and the next step (AlreadyDone, ContactAirline, ContactSupport, NotAllowed). Instants are epoch ms.
 */
import type { TicketLifecycleState } from './ticket-lifecycle.ts';

/** Spec §4 "Schedule-change next steps". */
export const SCHEDULE_CHANGE_NEXT_STEPS = [
  'AlreadyDone',
  'ContactAirline',
  'ContactSupport',
  'NotAllowed',
] as const;
export type ScheduleChangeNextStep = (typeof SCHEDULE_CHANGE_NEXT_STEPS)[number];

/**
 * A shift of 3 hours or more is major: the US DOT counts it as a significant change that entitles the traveler to
 * a refund, so the trip page says so and support handles a refusal.
 */
export const MAJOR_SHIFT_MINUTES = 180;

export type ScheduledSegment = {
  /** Stable across the change: the supplier's segment id (e.g. "UA1234-2026-12-01"). */
  key: string;
  /** Index of the slice the segment belongs to: connections are checked within a slice. */
  sliceIndex: number;
  marketingAirline: string;
  flightNumber: number;
  origin: string;
  destination: string;
  departureMs: number;
  arrivalMs: number;
};

export type SegmentChange = {
  key: string;
  kind: 'Unchanged' | 'Changed' | 'Cancelled';
  /** Positive: later than booked. Zero for unchanged or cancelled segments. */
  departureShiftMinutes: number;
  arrivalShiftMinutes: number;
  flightNumberChanged: boolean;
  airportChanged: boolean;
};

const MS_PER_MINUTE = 60_000;

/** One entry per booked segment, in booked order; a booked segment the airline no longer lists was cancelled. */
export function segmentChanges(
  booked: readonly ScheduledSegment[],
  current: readonly ScheduledSegment[],
): SegmentChange[] {
  const byKey = new Map(current.map((segment) => [segment.key, segment]));
  return booked.map((was) => {
    const now = byKey.get(was.key);
    if (!now)
      return {
        key: was.key,
        kind: 'Cancelled',
        departureShiftMinutes: 0,
        arrivalShiftMinutes: 0,
        flightNumberChanged: false,
        airportChanged: false,
      };
    const departureShiftMinutes = Math.round((now.departureMs - was.departureMs) / MS_PER_MINUTE);
    const arrivalShiftMinutes = Math.round((now.arrivalMs - was.arrivalMs) / MS_PER_MINUTE);
    const flightNumberChanged =
      now.flightNumber !== was.flightNumber || now.marketingAirline !== was.marketingAirline;
    const airportChanged = now.origin !== was.origin || now.destination !== was.destination;
    const changed =
      departureShiftMinutes !== 0 || arrivalShiftMinutes !== 0 || flightNumberChanged || airportChanged;
    return {
      key: was.key,
      kind: changed ? 'Changed' : 'Unchanged',
      departureShiftMinutes,
      arrivalShiftMinutes,
      flightNumberChanged,
      airportChanged,
    };
  });
}

/**
 * Connections the change broke: within a slice, the next flight now leaves before the previous one lands plus the
 * minimum connection time at that airport (passed in, as the connection search gets it), or from another airport.
 * Returns the keys of the segments that can no longer be reached.
 */
export function brokenConnections(
  current: readonly ScheduledSegment[],
  minConnectionMinutes: (airport: string) => number,
): string[] {
  const broken: string[] = [];
  const ordered = [...current].sort((a, b) => a.sliceIndex - b.sliceIndex || a.departureMs - b.departureMs);
  for (let i = 1; i < ordered.length; i++) {
    const before = ordered[i - 1]!;
    const next = ordered[i]!;
    if (before.sliceIndex !== next.sliceIndex) continue;
    const layover = (next.departureMs - before.arrivalMs) / MS_PER_MINUTE;
    if (next.origin !== before.destination || layover < minConnectionMinutes(before.destination))
      broken.push(next.key);
  }
  return broken;
}

export type ScheduleChangeSeverity = 'Minor' | 'Major';

export type ScheduleChangeDecision = {
  changes: SegmentChange[];
  brokenConnections: string[];
  severity: ScheduleChangeSeverity;
  /** The traveler can accept the new schedule online. */
  canAccept: boolean;
  nextStep: ScheduleChangeNextStep;
};

export type ScheduleChangeInput = {
  booked: readonly ScheduledSegment[];
  current: readonly ScheduledSegment[];
  minConnectionMinutes: (airport: string) => number;
  ticketState: TicketLifecycleState;
  /** The traveler already accepted the change or asked for help with it. */
  resolved: boolean;
  /** The airline controls the booking (spec AirlineControl): only it can act on it. */
  airlineControl: boolean;
  multiTicket: boolean;
  multiProvider: boolean;
  nowMs: number;
};

/**
 * The next step, first match wins: a change already answered is AlreadyDone; one on a ticket no longer live, with
 * nothing changed, or whose changed flights have all left, is NotAllowed (nothing to decide any more); several
 * tickets or suppliers need support to coordinate; a booking the airline controls, a cancelled flight or a broken
 * connection needs the airline (only it can move the traveler onto other flights of its own); otherwise the
 * traveler can accept, and support is the help for refusing (a major change may be refunded).
 */
export function scheduleChange(input: ScheduleChangeInput): ScheduleChangeDecision {
  const changes = segmentChanges(input.booked, input.current);
  const broken = brokenConnections(input.current, input.minConnectionMinutes);
  const affected = input.booked.filter((_, i) => changes[i]!.kind !== 'Unchanged');
  const major =
    broken.length > 0 ||
    changes.some(
      (c) =>
        c.kind === 'Cancelled' ||
        c.airportChanged ||
        Math.abs(c.departureShiftMinutes) >= MAJOR_SHIFT_MINUTES ||
        Math.abs(c.arrivalShiftMinutes) >= MAJOR_SHIFT_MINUTES,
    );
  const decide = (nextStep: ScheduleChangeNextStep, canAccept = false): ScheduleChangeDecision => ({
    changes,
    brokenConnections: broken,
    severity: major ? 'Major' : 'Minor',
    canAccept,
    nextStep,
  });
  if (input.resolved) return decide('AlreadyDone');
  const live = input.ticketState === 'Ticketed' || input.ticketState === 'Modified';
  const stillAhead = affected.some((segment) => segment.departureMs > input.nowMs);
  if (!live || !stillAhead) return decide('NotAllowed');
  if (input.multiTicket || input.multiProvider) return decide('ContactSupport');
  if (input.airlineControl) return decide('ContactAirline');
  if (broken.length > 0 || changes.some((c) => c.kind === 'Cancelled')) return decide('ContactAirline');
  return decide('ContactSupport', true);
}
