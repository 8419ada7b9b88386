// A recorded schedule change as the traveler decides on it now (contracts FlightScheduleChange): the segments as
// booked and as the airline flies them, compared and decided by the domain's scheduleChange (severity, next step,
// whether it can be accepted here). Pure: the caller loads the row and the trip and passes the clock.
import type { FlightScheduleChange, ScheduleChangeSegment } from '@portal/contracts/flight-schedule-change';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import type { FlightSegment } from '@portal/contracts/flights';
import {
  scheduleChange,
  type ScheduleChangeDecision,
  type ScheduledSegment,
} from '@portal/domain/flights/schedule-change';
import type { TicketLifecycleState } from '@portal/domain/flights/ticket-lifecycle';
import { lifecycleOf } from './flight-trip-mapping.ts';

type Slices = readonly (readonly FlightSegment[])[];

/** What the change is stored as (flight_schedule_changes). */
export type StoredScheduleChange = {
  before: unknown[][];
  after: unknown[][];
  detectedAt: Date;
  acceptedAt: Date | null;
  helpRequestedAt: Date | null;
};

/**
 * A connection the airline keeps at least this long is never taken as broken. Suppliers do not tell the minimum
 * connection time of an airport, so the usual domestic one stands in (the simulator's are 35 to 60 minutes).
 */
export const DEFAULT_MIN_CONNECTION_MINUTES = 45;

/** A flight keeps its number when the airline retimes it: the key pairs the booked and the current segment. */
const keyOf = (sliceIndex: number, s: FlightSegment) =>
  `${sliceIndex}|${s.marketingAirline.code}${s.marketingAirline.flightNumber}`;

export function scheduledSegments(slices: Slices): ScheduledSegment[] {
  return slices.flatMap((segments, sliceIndex) =>
    segments.map((s) => ({
      key: keyOf(sliceIndex, s),
      sliceIndex,
      marketingAirline: s.marketingAirline.code,
      flightNumber: Number(s.marketingAirline.flightNumber),
      origin: s.origin.locationCode,
      destination: s.destination.locationCode,
      departureMs: Date.parse(s.zonedScheduledDeparture),
      arrivalMs: Date.parse(s.zonedScheduledArrival),
    })),
  );
}

/**
 * The minimum connection at an airport: the default, or less where the traveler booked a shorter connection
 * there (the airline sold it, so it holds as long as the change does not shorten it further).
 */
function minConnections(booked: Slices): (airport: string) => number {
  const shortest = new Map<string, number>();
  for (const segments of booked) {
    segments.forEach((s, i) => {
      const next = segments[i + 1];
      if (!next) return;
      const layover =
        (Date.parse(next.zonedScheduledDeparture) - Date.parse(s.zonedScheduledArrival)) / 60_000;
      const airport = s.destination.locationCode;
      shortest.set(airport, Math.min(shortest.get(airport) ?? Infinity, layover));
    });
  }
  return (airport) => Math.min(DEFAULT_MIN_CONNECTION_MINUTES, shortest.get(airport) ?? Infinity);
}

export type ScheduleFacts = {
  ticketState: TicketLifecycleState;
  airlineControl: boolean;
  multiTicket: boolean;
  /** isMultiProvider of the booking (the trip's MultiProvider tag says it). */
  multiProvider: boolean;
  nowMs: number;
};

export function decideScheduleChange(
  before: Slices,
  after: Slices,
  facts: ScheduleFacts,
  resolved: boolean,
): ScheduleChangeDecision {
  return scheduleChange({
    booked: scheduledSegments(before),
    current: scheduledSegments(after),
    minConnectionMinutes: minConnections(before),
    ticketState: facts.ticketState,
    resolved,
    airlineControl: facts.airlineControl,
    multiTicket: facts.multiTicket,
    multiProvider: facts.multiProvider,
    nowMs: facts.nowMs,
  });
}

/** The facts of a trip the decision depends on. */
export function scheduleFactsOf(trip: FlightTrip, nowMs: number): ScheduleFacts {
  return {
    ticketState: trip.timeState === 'Canceled' ? 'Canceled' : lifecycleOf(trip),
    airlineControl: trip.tags.includes('AirlineControl'),
    multiTicket: trip.itinerary.multiTicketType !== 'single',
    multiProvider: trip.tags.includes('MultiProvider'),
    nowMs,
  };
}

/**
 * The contract's change. `ignoreAnswer` decides as if the traveler had not answered yet: what help was (or is)
 * for, once the next step reads AlreadyDone.
 */
export function toScheduleChange(
  row: StoredScheduleChange,
  facts: ScheduleFacts,
  ignoreAnswer = false,
): FlightScheduleChange {
  const before = row.before as FlightSegment[][];
  const after = row.after as FlightSegment[][];
  const answered = row.acceptedAt !== null || row.helpRequestedAt !== null;
  const decision = decideScheduleChange(before, after, facts, answered && !ignoreAnswer);
  const now = new Map(after.flatMap((segments, i) => segments.map((s) => [keyOf(i, s), s] as const)));
  const flat = before.flatMap((segments, sliceIndex) => segments.map((s) => ({ sliceIndex, s })));
  const segments: ScheduleChangeSegment[] = flat.map(({ sliceIndex, s }, i) => {
    const change = decision.changes[i]!;
    return {
      sliceIndex,
      kind: change.kind,
      before: s,
      after: now.get(keyOf(sliceIndex, s)) ?? null,
      departureShiftMinutes: change.departureShiftMinutes,
      arrivalShiftMinutes: change.arrivalShiftMinutes,
    };
  });
  return {
    severity: decision.severity,
    nextStep: decision.nextStep,
    canAccept: decision.canAccept,
    segments,
    detectedAt: row.detectedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    helpRequestedAt: row.helpRequestedAt?.toISOString() ?? null,
  };
}

/** The trip with its schedule change, when the airline made one. */
export function withScheduleChange(
  change: StoredScheduleChange | undefined,
  now: Date,
  trip: FlightTrip,
): FlightTrip {
  if (!change) return trip;
  return { ...trip, scheduleChange: toScheduleChange(change, scheduleFactsOf(trip, now.getTime())) };
}
