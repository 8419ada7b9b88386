// The hotel line's tables of a booking: its details (hotel_bookings) and the room nights it claims. The claim is
// one set-based UPDATE whose row count says whether every night had the rooms; the table's CHECK (booked <=
// allotment) is the database's own guard behind it.
import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { hotelBookings } from '@portal/db/schema/hotels';
import type { BookingStatus } from '@portal/domain/enums';
import type { BookingRow } from '../../checkout/bookings.repository.ts';

export type HotelDetailsBookingRow = typeof hotelBookings.$inferSelect;
/** A booking of the hotel line with its details, as one row. */
export type HotelBookingRow = BookingRow & Omit<HotelDetailsBookingRow, 'bookingId'>;

const detailColumns = (() => {
  const { bookingId: _bookingId, ...rest } = getTableColumns(hotelBookings);
  return rest;
})();

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return Number(r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0);
}

export async function insertHotelBooking(
  db: DbOrTx,
  values: typeof hotelBookings.$inferInsert,
): Promise<void> {
  await db.insert(hotelBookings).values(values);
}

/**
 * Adds `rooms` to the booked count of each night of [from, until) that still has them free, and answers how many
 * nights it took. The CTE locks the nights in ascending order first, so two buyers of overlapping stays always
 * queue in the same order and never deadlock; a night without the rooms is left alone (fewer rows than nights
 * means the claim failed and the caller rolls the transaction back).
 */
export async function claimRoomNights(
  db: DbOrTx,
  claim: { roomTypeId: string; from: string; until: string; rooms: number },
): Promise<number> {
  const result = await db.execute(sql`
    with locked as (
      select room_type_id, night from hotel_room_nights
      where room_type_id = ${claim.roomTypeId} and night >= ${claim.from}::date and night < ${claim.until}::date
      order by night
      for update
    )
    update hotel_room_nights n set booked = n.booked + ${claim.rooms}
    from locked
    where n.room_type_id = locked.room_type_id and n.night = locked.night
      and n.booked + ${claim.rooms} <= n.allotment`);
  return rowCount(result);
}

/** Gives a cancelled booking's rooms back on each of its nights (locked in the same ascending order). */
export async function releaseRoomNights(db: DbOrTx, bookingId: string): Promise<void> {
  await db.execute(sql`
    with booked as (select room_type_id, check_in, check_out, rooms from hotel_bookings
                    where booking_id = ${bookingId}),
    locked as (
      select n.room_type_id, n.night, booked.rooms from hotel_room_nights n join booked
        on n.room_type_id = booked.room_type_id and n.night >= booked.check_in and n.night < booked.check_out
      order by n.night
      for update of n
    )
    update hotel_room_nights n set booked = greatest(0, n.booked - locked.rooms)
    from locked
    where n.room_type_id = locked.room_type_id and n.night = locked.night`);
}

export async function findHotelBookingDetails(
  db: DbOrTx,
  bookingId: string,
): Promise<HotelDetailsBookingRow | undefined> {
  const [row] = await db.select().from(hotelBookings).where(eq(hotelBookings.bookingId, bookingId)).limit(1);
  return row;
}

/** These bookings with their hotel details, in no particular order. */
export async function findHotelBookings(db: DbOrTx, ids: readonly string[]): Promise<HotelBookingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...getTableColumns(bookings), ...detailColumns })
    .from(bookings)
    .innerJoin(hotelBookings, eq(hotelBookings.bookingId, bookings.id))
    .where(inArray(bookings.id, [...ids]));
}

export type HotelSummaryRow = {
  id: string;
  fromDate: string;
  untilDate: string;
  status: BookingStatus;
  paidWithOffer: boolean;
};

/** What the trips list needs to place a hotel stay in a tab and order it (domain compareTrips). */
export async function listHotelSummaries(db: DbOrTx, userId: string): Promise<HotelSummaryRow[]> {
  return db
    .select({
      id: bookings.id,
      fromDate: hotelBookings.checkIn,
      untilDate: hotelBookings.checkOut,
      status: bookings.status,
      // Qualified by hand, as in the homes line: a bare column name would resolve inside the subquery.
      paidWithOffer: sql<boolean>`exists (
        select 1 from booking_payments p
        where p.booking_id = bookings.id and p.kind = 'TravelWalletOffer')`.mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(hotelBookings, eq(hotelBookings.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** Spec §4 hotel confirmation state of a booking, as its supplier answered. */
export async function setConfirmationState(
  db: DbOrTx,
  bookingId: string,
  state: HotelDetailsBookingRow['confirmationState'],
  supplierConfirmationCode: string | null,
): Promise<void> {
  await db
    .update(hotelBookings)
    .set({ confirmationState: state, supplierConfirmationCode })
    .where(eq(hotelBookings.bookingId, bookingId));
}
