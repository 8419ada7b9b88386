// The schedule job (issue 14 "Schedule changes"): a sweep asks the airline about every confirmed, ticketed flight
// still ahead (each about once an hour), records a change the first time it appears and emails the traveler
// through the outbox in the same transaction. Idempotent across retries and processes: the change row is UNIQUE per booking and the email is
// queued only by the insert that recorded it, so one change is recorded and mailed once.
import type { BookedItinerary, BookedPassenger } from '@portal/contracts/flight-booking';
import type { AppDeps } from '../../deps.ts';
import { queueEmail } from '../../modules/outbox/outbox.service.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { findFlightBookings, type FlightBookingRow } from './flight-bookings.repository.ts';
import { decideScheduleChange, toScheduleChange, type ScheduleFacts } from './flight-schedule-change.ts';
import { scheduleChangeEmail } from './flight-schedule-email.ts';
import {
  claimScheduleCheck,
  findScheduleCandidates,
  insertScheduleChange,
} from './flight-schedule.repository.ts';
import { isMultiProvider, lifecycleOf } from './flight-trip-mapping.ts';

/** How often the sweep asks the airline (cron): schedule changes are published hours to weeks ahead. */
export const SCHEDULE_SWEEP_CRON = '*/10 * * * *';
/** Bookings one sweep asks about at most, those asked longest ago first; the next sweep goes on. */
export const SCHEDULE_SWEEP_BATCH = 200;
/** A booking is asked about again after this long: airlines publish schedule changes by the day. */
export const SCHEDULE_CHECK_INTERVAL_MS = 60 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;
type ScheduleSupply = Required<Pick<FlightSupply, 'scheduleChanges'>>;

/** The supplier from the composition root when it reports schedule changes; else the job does not run. */
export function scheduleSupplyOf(providers: object): ScheduleSupply | null {
  const { flightSupply } = providers as { flightSupply?: FlightSupply };
  const ask = flightSupply?.scheduleChanges?.bind(flightSupply);
  return ask ? { scheduleChanges: ask } : null;
}

export type ScheduleCheckOutcome = 'Unchanged' | 'Changed' | 'NotDue';

async function checkBooking(
  deps: Deps,
  supply: ScheduleSupply,
  row: FlightBookingRow,
  now: Date,
): Promise<ScheduleCheckOutcome> {
  const itinerary = row.itinerary as unknown as BookedItinerary;
  const passengers = row.passengers as unknown as BookedPassenger[];
  const before = itinerary.slices.map((s) => s.segments);
  const answer = await supply.scheduleChanges({
    recordLocator: row.recordLocator ?? '',
    surnames: passengers.map((p) => p.surname),
    slices: before,
    bookedAt: row.createdAt,
    now,
  });
  if (answer.kind === 'NoChange') return 'Unchanged';
  const facts: ScheduleFacts = {
    ticketState: lifecycleOf(row),
    // The trip's tags decide these on reading; at detection the email only needs severity and a first step.
    airlineControl: false,
    multiTicket: itinerary.multiTicketType !== 'single',
    multiProvider: isMultiProvider({ itinerary }),
    nowMs: now.getTime(),
  };
  const decision = decideScheduleChange(before, answer.slices, facts, false);
  // The airline answered the times as booked: nothing to record.
  if (decision.changes.every((c) => c.kind === 'Unchanged')) return 'Unchanged';
  const stored = { before, after: answer.slices, detectedAt: now, acceptedAt: null, helpRequestedAt: null };
  const email = scheduleChangeEmail(row.confirmationCode, toScheduleChange(stored, facts));
  return deps.db.transaction(async (tx) => {
    const recorded = await insertScheduleChange(tx, {
      bookingId: row.id,
      before,
      after: answer.slices,
      severity: decision.severity,
      detectedAt: now,
    });
    // Another sweep recorded (and mailed) it first.
    if (!recorded) return 'Unchanged';
    await queueEmail(tx, deps.jobs, { toAddress: row.email, ...email });
    return 'Changed';
  });
}

/** One sweep: asks about each due candidate; a supplier failure is counted and the others go on. */
export async function checkScheduleChanges(
  deps: Deps,
  supply: ScheduleSupply,
): Promise<Record<ScheduleCheckOutcome | 'Failed', number>> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - SCHEDULE_CHECK_INTERVAL_MS);
  const ids = await findScheduleCandidates(deps.db, now, dueBefore, SCHEDULE_SWEEP_BATCH);
  const rows = await findFlightBookings(deps.db, ids);
  const tally = { Unchanged: 0, Changed: 0, NotDue: 0, Failed: 0 };
  for (const row of rows) {
    // Another process took it this round. A failed check keeps its claim: it is asked again next interval.
    if (!(await claimScheduleCheck(deps.db, row.id, dueBefore, now))) {
      tally.NotDue += 1;
      continue;
    }
    try {
      tally[await checkBooking(deps, supply, row, now)] += 1;
    } catch {
      tally.Failed += 1;
    }
  }
  return tally;
}
