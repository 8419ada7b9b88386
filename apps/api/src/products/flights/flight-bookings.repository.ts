// The flights line's tables of a booking: its details (flight_bookings) and the seats it took from each fare
// bucket. A bucket is seeded once from the supplier's seats left at its first sale; every sale then takes seats by
// one conditional UPDATE whose row count says whether they were there, and the table's CHECK (seats_sold <=
// seats_total) is the database's own guard behind it.
import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { flightBookingSeats, flightBookings, flightSeatBuckets } from '@portal/db/schema/flight-bookings';
import type { BookingStatus } from '@portal/domain/enums';
import type { FlightTicketState } from '@portal/domain/flights/enums';
import type { BookingRow } from '../../checkout/bookings.repository.ts';

export type FlightDetailsRow = typeof flightBookings.$inferSelect;
/** A booking of the flights line with its details, as one row. */
export type FlightBookingRow = BookingRow & Omit<FlightDetailsRow, 'bookingId'>;

const detailColumns = (() => {
  const { bookingId: _bookingId, ...rest } = getTableColumns(flightBookings);
  return rest;
})();

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return Number(r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0);
}

export async function insertFlightBooking(
  db: DbOrTx,
  values: typeof flightBookings.$inferInsert,
): Promise<void> {
  await db.insert(flightBookings).values(values);
}

/** The bucket's seats at its first sale; a bucket already on sale keeps its own count. */
export async function seedSeatBucket(db: DbOrTx, key: string, seatsTotal: number): Promise<void> {
  await db
    .insert(flightSeatBuckets)
    .values({ bucketKey: key, seatsTotal, seatsSold: 0 })
    .onConflictDoNothing({ target: flightSeatBuckets.bucketKey });
}

/**
 * Takes `seats` from one bucket when it still has them; answers whether it did. The row lock of the UPDATE
 * queues concurrent buyers, each re-reading the count the previous one left.
 */
export async function takeSeats(db: DbOrTx, key: string, seats: number): Promise<boolean> {
  const result = await db.execute(sql`
    update flight_seat_buckets set seats_sold = seats_sold + ${seats}
    where bucket_key = ${key} and seats_sold + ${seats} <= seats_total`);
  return rowCount(result) === 1;
}

export async function recordBookingSeats(
  db: DbOrTx,
  bookingId: string,
  taken: readonly { key: string; seats: number }[],
): Promise<void> {
  if (taken.length === 0) return;
  await db
    .insert(flightBookingSeats)
    .values(taken.map((t) => ({ bookingId, bucketKey: t.key, seats: t.seats })));
}

/** Gives a failed or cancelled booking's seats back to their buckets (in key order, as they were taken). */
export async function releaseSeats(db: DbOrTx, bookingId: string): Promise<void> {
  await db.execute(sql`
    with taken as (
      select s.bucket_key, s.seats from flight_booking_seats s
      where s.booking_id = ${bookingId} order by s.bucket_key
    )
    update flight_seat_buckets b set seats_sold = greatest(0, b.seats_sold - taken.seats)
    from taken where b.bucket_key = taken.bucket_key`);
  await db.delete(flightBookingSeats).where(eq(flightBookingSeats.bookingId, bookingId));
}

export async function findSeatBucket(db: DbOrTx, key: string) {
  const [row] = await db.select().from(flightSeatBuckets).where(eq(flightSeatBuckets.bucketKey, key));
  return row;
}

/** These bookings with their flight details, in no particular order. */
export async function findFlightBookings(db: DbOrTx, ids: readonly string[]): Promise<FlightBookingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...getTableColumns(bookings), ...detailColumns })
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(inArray(bookings.id, [...ids]));
}

export type FlightSummaryRow = {
  id: string;
  fromDate: string;
  untilDate: string;
  status: BookingStatus;
  paidWithOffer: boolean;
};

/** What the trips list needs to place a flight trip in a tab and order it. */
export async function listFlightSummaries(db: DbOrTx, userId: string): Promise<FlightSummaryRow[]> {
  return db
    .select({
      id: bookings.id,
      fromDate: flightBookings.departureDate,
      untilDate: flightBookings.returnDate,
      status: bookings.status,
      paidWithOffer: sql<boolean>`exists (
        select 1 from booking_payments p
        where p.booking_id = bookings.id and p.kind = 'TravelWalletOffer')`.mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** The ticketing outcome: spec §4 ticket state and, once ticketed, the airline's record locator. */
export async function setTicket(
  db: DbOrTx,
  bookingId: string,
  ticketState: FlightTicketState,
  recordLocator: string | null,
): Promise<void> {
  await db
    .update(flightBookings)
    .set({ ticketState, recordLocator })
    .where(eq(flightBookings.bookingId, bookingId));
}
