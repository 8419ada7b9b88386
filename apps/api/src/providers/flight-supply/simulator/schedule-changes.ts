// The simulated airline's schedule changes (issue 14 "Schedule changes"). Stateless like the rest of the
// simulator: whether and how a booking's flights moved is a function of its record locator, its booking time and
// the clock, so every process answers the same. Some bookings (a hash of the record locator) see their first
// slice retimed some hours after booking, as airlines retime flights weeks out; a passenger surnamed
// ScheduleChange (README "Flights test inputs") sees it at once, by a fixed 45 minutes (a minor change).
import { createHash } from 'node:crypto';
import type { FlightSegment } from '@portal/contracts/flights';
import { plusDays, zonedTime } from '@portal/domain/flights/local-times';
import type { ScheduleCheckAnswer, ScheduleCheckRequest } from '../flight-supply.ts';
import { referenceData } from '../reference/reference-data.ts';
import { SCHEDULE_CHANGE_SHIFT_MINUTES, SCHEDULE_CHANGE_SURNAME } from './test-inputs.ts';

/** One booking in CHANGED_ONE_IN is retimed by the hash. */
const CHANGED_ONE_IN = 16;
const HOUR_MS = 3_600_000;

const zoneOf = (code: string) => referenceData().airportByCode.get(code)?.timeZone ?? 'UTC';

/** The segment flown `minutes` later (earlier when negative), its local times in its airports' zones. */
export function shiftSegment(segment: FlightSegment, minutes: number, sliceStart: string): FlightSegment {
  const departureMinute = Date.parse(segment.zonedScheduledDeparture) / 60_000 + minutes;
  const arrivalMinute = Date.parse(segment.zonedScheduledArrival) / 60_000 + minutes;
  const departure = zonedTime(departureMinute, zoneOf(segment.origin.locationCode));
  const arrivalZone = zoneOf(segment.destination.locationCode);
  const arrival = zonedTime(arrivalMinute, arrivalZone);
  const startMinute = Date.parse(sliceStart) / 60_000 + minutes;
  return {
    ...segment,
    scheduledDeparture: departure.local,
    zonedScheduledDeparture: departure.zoned,
    scheduledArrival: arrival.local,
    zonedScheduledArrival: arrival.zoned,
    plusDays: plusDays(
      { utcMinute: startMinute, timeZone: zoneOf(segment.origin.locationCode) },
      { utcMinute: arrivalMinute, timeZone: arrivalZone },
    ),
  };
}

/** The shift of the booking's first slice in minutes, or 0 when the airline keeps its schedule. */
export function scheduleShiftMinutes(request: ScheduleCheckRequest): number {
  if (request.surnames.some((s) => s.trim().toLowerCase() === SCHEDULE_CHANGE_SURNAME))
    return SCHEDULE_CHANGE_SHIFT_MINUTES;
  const bytes = createHash('sha256').update(`schedule|${request.recordLocator}`).digest();
  if (bytes[0]! % CHANGED_ONE_IN !== 0) return 0;
  // The airline publishes the change 6 to 48 hours after the booking.
  const publishedAt = request.bookedAt.getTime() + (6 + (bytes[1]! % 43)) * HOUR_MS;
  if (request.now.getTime() < publishedAt) return 0;
  // 30 minutes to 4 hours, later or (one time in four) earlier.
  const minutes = 30 * (1 + (bytes[2]! % 8));
  return bytes[3]! % 4 === 0 ? -minutes : minutes;
}

export function simulateScheduleChange(request: ScheduleCheckRequest): ScheduleCheckAnswer {
  const shift = scheduleShiftMinutes(request);
  if (shift === 0 || request.slices.length === 0) return { kind: 'NoChange' };
  // The whole first slice moves together, so its connections hold; the other slices keep their flights.
  const slices = request.slices.map((segments, i) => {
    const start = segments[0]?.zonedScheduledDeparture ?? '';
    return i === 0 ? segments.map((s) => shiftSegment(s, shift, start)) : [...segments];
  });
  return { kind: 'Changed', slices };
}
