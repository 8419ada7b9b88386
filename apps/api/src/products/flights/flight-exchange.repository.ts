// Flight exchanges (SQL only): the shops kept under their shopToken, the failed attempts, and the booking's rows
// an exchange rewrites (itinerary, seats per fare bucket, total, the payment of the amount due).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { flightBookings, flightBookingSeats } from '@portal/db/schema/flight-bookings';
import { flightExchanges, type FlightExchangeStatus } from '@portal/db/schema/flight-exchanges';
import { bookingPayments } from '@portal/db/schema/purchase';

export type FlightExchangeRow = typeof flightExchanges.$inferSelect;

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return Number(r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0);
}

export async function insertExchange(
  db: DbOrTx,
  values: Omit<typeof flightExchanges.$inferInsert, 'id'>,
): Promise<FlightExchangeRow> {
  const [row] = await db.insert(flightExchanges).values(values).returning();
  return row!;
}

/** The shop under its token, locked when asked (a confirm and its retry queue on it). */
export async function findExchange(
  db: DbOrTx,
  id: string,
  lock: boolean,
): Promise<FlightExchangeRow | undefined> {
  const query = db.select().from(flightExchanges).where(eq(flightExchanges.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countFailedExchanges(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(flightExchanges)
    .where(and(eq(flightExchanges.bookingId, bookingId), eq(flightExchanges.status, 'Failed')));
  return row?.n ?? 0;
}

/** What each booking's confirmed exchanges charged, by booking (bookings without one are absent). */
export async function findExchangeCharges(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: flightExchanges.bookingId,
      minor: sql<number>`coalesce(sum(${flightExchanges.dueMinor}), 0)::int`.mapWith(Number),
    })
    .from(flightExchanges)
    .where(and(inArray(flightExchanges.bookingId, [...bookingIds]), eq(flightExchanges.status, 'Confirmed')))
    .groupBy(flightExchanges.bookingId);
  return new Map(rows.map((r) => [r.bookingId, r.minor]));
}

export async function settleExchange(
  db: DbOrTx,
  id: string,
  values: {
    status: Exclude<FlightExchangeStatus, 'Shopped'>;
    dueMinor?: number;
    residualMinor?: number;
    failureReason?: string;
    settledAt: Date;
    plan?: Record<string, unknown>;
  },
): Promise<void> {
  await db.update(flightExchanges).set(values).where(eq(flightExchanges.id, id));
}

export async function listBookingSeats(db: DbOrTx, bookingId: string) {
  return db
    .select({ bucketKey: flightBookingSeats.bucketKey, seats: flightBookingSeats.seats })
    .from(flightBookingSeats)
    .where(eq(flightBookingSeats.bookingId, bookingId))
    .orderBy(flightBookingSeats.bucketKey);
}

/** Gives one bucket's seats of the booking back on sale (a changed or removed slice). */
export async function returnBucketSeats(db: DbOrTx, bookingId: string, bucketKey: string): Promise<void> {
  await db.execute(sql`
    update flight_seat_buckets b set seats_sold = greatest(0, b.seats_sold - s.seats)
    from flight_booking_seats s
    where s.booking_id = ${bookingId} and s.bucket_key = ${bucketKey} and b.bucket_key = s.bucket_key`);
  await db
    .delete(flightBookingSeats)
    .where(and(eq(flightBookingSeats.bookingId, bookingId), eq(flightBookingSeats.bucketKey, bucketKey)));
}

/** Records seats taken for the booking (added to a bucket it already holds seats of). */
export async function addBookingSeats(
  db: DbOrTx,
  bookingId: string,
  bucketKey: string,
  seats: number,
): Promise<void> {
  await db
    .insert(flightBookingSeats)
    .values({ bookingId, bucketKey, seats })
    .onConflictDoUpdate({
      target: [flightBookingSeats.bookingId, flightBookingSeats.bucketKey],
      set: { seats: sql`${flightBookingSeats.seats} + ${seats}` },
    });
}

/** The exchanged itinerary replaces the booked one; the ticket is reissued (spec §4 ticket state Modified). */
export async function replaceItinerary(
  db: DbOrTx,
  bookingId: string,
  values: Pick<
    typeof flightBookings.$inferInsert,
    'fareIds' | 'itinerary' | 'firstDepartureAt' | 'lastArrivalAt' | 'departureDate' | 'returnDate'
  >,
): Promise<void> {
  await db
    .update(flightBookings)
    .set({ ...values, ticketState: 'Modified' })
    .where(eq(flightBookings.bookingId, bookingId));
}

/** Adds the amount due of an exchange to the booking's total (what the trip cost in all). */
export async function addToBookingTotal(db: DbOrTx, bookingId: string, minor: number): Promise<boolean> {
  const result = await db
    .update(bookings)
    .set({ totalMinor: sql`${bookings.totalMinor} + ${minor}` })
    .where(eq(bookings.id, bookingId));
  return rowCount(result) === 1;
}

export async function insertCardPayment(
  db: DbOrTx,
  values: {
    bookingId: string;
    amountMinor: number;
    paymentMethodId: string;
    providerReference: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(bookingPayments).values({ ...values, kind: 'UserCard' });
}

/** The booking's card (the first card payment's saved card): an exchange's amount due is charged to it. */
export async function findBookingCard(db: DbOrTx, bookingId: string) {
  const rows = await db.execute(sql`
    select m.id, m.provider_token as "token", m.last4 from booking_payments p
    join payment_methods m on m.id = p.payment_method_id
    where p.booking_id = ${bookingId} and p.kind = 'UserCard'
    order by p.created_at limit 1`);
  const list = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])) as {
    id: string;
    token: string;
    last4: string;
  }[];
  return list[0];
}
