// SQL of schedule changes (issue 14 "Schedule changes"): the booked flights the sweep asks the airline about, the
// change recorded once per booking (UNIQUE booking_id), the traveler's answer, and the new times applied.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { flightBookings } from '@portal/db/schema/flight-bookings';
import { flightScheduleChanges, flightScheduleChecks } from '@portal/db/schema/flight-schedule-changes';

export type ScheduleChangeRow = typeof flightScheduleChanges.$inferSelect;

/**
 * Confirmed, ticketed flights still ahead with no change recorded yet and not asked about since `dueBefore`:
 * never asked first, then the longest ago, then the soonest departure. A booking with a recorded change is not
 * asked again (one change per booking).
 */
export async function findScheduleCandidates(
  db: DbOrTx,
  now: Date,
  dueBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(flightBookings)
    .innerJoin(bookings, eq(bookings.id, flightBookings.bookingId))
    .leftJoin(flightScheduleChecks, eq(flightScheduleChecks.bookingId, flightBookings.bookingId))
    .where(
      and(
        eq(bookings.status, 'Confirmed'),
        inArray(flightBookings.ticketState, ['Ticketed', 'Modified']),
        isNotNull(flightBookings.recordLocator),
        gt(flightBookings.firstDepartureAt, now),
        or(isNull(flightScheduleChecks.checkedAt), lt(flightScheduleChecks.checkedAt, dueBefore)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(flightScheduleChanges)
            .where(eq(flightScheduleChanges.bookingId, flightBookings.bookingId)),
        ),
      ),
    )
    .orderBy(
      sql`${flightScheduleChecks.checkedAt} asc nulls first`,
      asc(flightBookings.firstDepartureAt),
      asc(bookings.id),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the booking for this round: its check time moves to `now` only if it was never checked or last checked
 * before `dueBefore`. One conditional write, so of two processes sweeping at once only one asks the airline.
 */
export async function claimScheduleCheck(
  db: DbOrTx,
  bookingId: string,
  dueBefore: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(flightScheduleChecks)
    .values({ bookingId, checkedAt: now })
    .onConflictDoUpdate({
      target: flightScheduleChecks.bookingId,
      set: { checkedAt: now },
      setWhere: lt(flightScheduleChecks.checkedAt, dueBefore),
    })
    .returning({ id: flightScheduleChecks.bookingId });
  return claimed.length === 1;
}

/** Records the change unless one is already recorded; answers whether this call recorded it. */
export async function insertScheduleChange(
  db: DbOrTx,
  values: typeof flightScheduleChanges.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(flightScheduleChanges)
    .values(values)
    .onConflictDoNothing({ target: flightScheduleChanges.bookingId })
    .returning({ id: flightScheduleChanges.id });
  return inserted.length === 1;
}

export async function findScheduleChanges(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<ScheduleChangeRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(flightScheduleChanges)
    .where(inArray(flightScheduleChanges.bookingId, [...bookingIds]));
}

/** The booking's change, locked until the transaction ends: two answers to one change run one after the other. */
export async function lockScheduleChange(
  db: DbOrTx,
  bookingId: string,
): Promise<ScheduleChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(flightScheduleChanges)
    .where(eq(flightScheduleChanges.bookingId, bookingId))
    .for('update');
  return row;
}

/** The traveler's answer, once: accepted, or help asked for (the row's CHECK forbids both). */
export async function recordAnswer(
  db: DbOrTx,
  bookingId: string,
  answer: 'accepted' | 'help',
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(flightScheduleChanges)
    .set(answer === 'accepted' ? { acceptedAt: at } : { helpRequestedAt: at })
    .where(
      and(
        eq(flightScheduleChanges.bookingId, bookingId),
        isNull(flightScheduleChanges.acceptedAt),
        isNull(flightScheduleChanges.helpRequestedAt),
      ),
    )
    .returning({ id: flightScheduleChanges.id });
  return updated.length === 1;
}

/** The accepted times become the booking's: the itinerary and the instants and dates trips are placed by. */
export async function applySchedule(
  db: DbOrTx,
  bookingId: string,
  values: Pick<
    typeof flightBookings.$inferInsert,
    'itinerary' | 'firstDepartureAt' | 'lastArrivalAt' | 'departureDate' | 'returnDate'
  >,
): Promise<void> {
  await db.update(flightBookings).set(values).where(eq(flightBookings.bookingId, bookingId));
}
