// The cancel sweep (spec §4 cancellation_pending): each minute it asks the airline again about every cancellation
// it took as "cancel requested". Once the airline has cancelled, the booking is cancelled exactly as a direct
// cancel does it (flight-cancel-settle.ts), with the money decided as of the traveler's request (what the quote
// showed). Idempotent across retries and processes: the pending row is locked and completed in the transaction
// that refunds, so a second sweep finds it done; card refunds are keyed by payment, so they happen once.
import type { AppDeps } from '../../deps.ts';
import { findBookingById, findUserBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { refundCards } from '../../modules/trips/refunds.service.ts';
import {
  findPendingCancellation,
  listPendingCancellations,
  markCancellationCompleted,
  type FlightCancellationRow,
} from './flight-cancellations.repository.ts';
import { planFor, settleFlightCancel } from './flight-cancel-settle.ts';

/** How often the sweep asks the airline (cron): airlines finish a requested cancellation within minutes. */
export const CANCEL_SWEEP_CRON = '* * * * *';
/** Pending cancellations one sweep asks about at most, oldest first; the next sweep goes on. */
export const CANCEL_SWEEP_BATCH = 100;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'providers'>;

export type CancelSweepOutcome = 'Cancelled' | 'Pending' | 'Refused' | 'AlreadyDone';

async function finish(
  deps: Deps,
  line: ProductLine,
  pending: FlightCancellationRow,
): Promise<CancelSweepOutcome> {
  const booking = await findBookingById(deps.db, pending.bookingId);
  if (!booking || !line.supplierCancel) return 'AlreadyDone';
  const now = deps.clock.now();
  const answer = await line.supplierCancel.cancel(deps.db, {
    booking,
    requestedAt: pending.requestedAt,
    now,
  });
  // A refusal after "cancel requested" stays pending for support to settle with the airline; counted and logged.
  if (answer.kind !== 'Cancelled') return answer.kind;
  const before = await planFor(deps.db, booking, pending.requestedAt, false);
  const cardRefunds = await refundCards(deps.providers, booking, before);
  return deps.db.transaction(async (tx) => {
    if (!(await findPendingCancellation(tx, booking.id, true))) return 'AlreadyDone';
    const row = await findUserBooking(tx, booking.userId, booking.confirmationCode, true);
    if (!row) return 'AlreadyDone';
    const planned = await planFor(tx, row, pending.requestedAt, false);
    await settleFlightCancel(deps, tx, line, planned, cardRefunds, now);
    await markCancellationCompleted(tx, row.id, now);
    return 'Cancelled';
  });
}

/** One sweep: asks about each pending cancellation; a failure is counted and the others go on. */
export async function finishPendingCancellations(
  deps: Deps,
  line: ProductLine,
): Promise<Record<CancelSweepOutcome | 'Failed', number>> {
  const tally = { Cancelled: 0, Pending: 0, Refused: 0, AlreadyDone: 0, Failed: 0 };
  for (const pending of await listPendingCancellations(deps.db, CANCEL_SWEEP_BATCH)) {
    try {
      tally[await finish(deps, line, pending)] += 1;
    } catch {
      tally.Failed += 1;
    }
  }
  return tally;
}
