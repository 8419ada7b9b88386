// SQL of flight cancellations the airline took as "cancel requested" (spec §4 cancellation_pending): recorded once
// per booking, read by the trips and the cancel quote, finished by the cancel sweep.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { flightCancellations } from '@portal/db/schema/flight-cancellations';

export type FlightCancellationRow = typeof flightCancellations.$inferSelect;

/** Records the pending cancellation unless the booking has one; answers whether this call recorded it. */
export async function insertPendingCancellation(
  db: DbOrTx,
  values: { bookingId: string; quoteId: string; requestedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(flightCancellations)
    .values(values)
    .onConflictDoNothing({ target: flightCancellations.bookingId })
    .returning({ id: flightCancellations.bookingId });
  return inserted.length === 1;
}

/** The booking's cancellation still waiting for the airline (`lock`: FOR UPDATE, one sweep finishes it). */
export async function findPendingCancellation(
  db: DbOrTx,
  bookingId: string,
  lock = false,
): Promise<FlightCancellationRow | undefined> {
  const query = db
    .select()
    .from(flightCancellations)
    .where(and(eq(flightCancellations.bookingId, bookingId), isNull(flightCancellations.completedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Of these bookings, those whose cancellation waits for the airline, with when it was asked. */
export async function findPendingCancellations(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, Date>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: flightCancellations.bookingId, requestedAt: flightCancellations.requestedAt })
    .from(flightCancellations)
    .where(
      and(inArray(flightCancellations.bookingId, [...bookingIds]), isNull(flightCancellations.completedAt)),
    );
  return new Map(rows.map((r) => [r.bookingId, r.requestedAt]));
}

/** Pending cancellations, asked longest ago first: what one sweep asks the airline about. */
export async function listPendingCancellations(db: DbOrTx, limit: number): Promise<FlightCancellationRow[]> {
  return db
    .select()
    .from(flightCancellations)
    .where(isNull(flightCancellations.completedAt))
    .orderBy(asc(flightCancellations.requestedAt))
    .limit(limit);
}

export async function markCancellationCompleted(db: DbOrTx, bookingId: string, now: Date): Promise<void> {
  await db
    .update(flightCancellations)
    .set({ completedAt: now })
    .where(eq(flightCancellations.bookingId, bookingId));
}
