// The homes line's tables of a booking: its stay details and the calendar hold of its nights.
import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { listings } from '@portal/db/schema/listings';
import { stayHolds } from '@portal/db/schema/calendar';
import { dateRangeLiteral } from '@portal/db/schema/columns';
import { stayBookings } from '@portal/db/schema/stay-bookings';
import type { BookingStatus } from '@portal/domain/enums';
import type { BookingRow } from '../../checkout/bookings.repository.ts';

type ListingRow = typeof listings.$inferSelect;

export type StayDetailsRow = typeof stayBookings.$inferSelect;
/** A booking of the homes line with its stay details, as one row. */
export type StayBookingRow = BookingRow & Omit<StayDetailsRow, 'bookingId'>;

const stayColumns = (() => {
  const { bookingId: _bookingId, ...rest } = getTableColumns(stayBookings);
  return rest;
})();

export async function insertStayBooking(db: DbOrTx, values: typeof stayBookings.$inferInsert): Promise<void> {
  await db.insert(stayBookings).values(values);
}

/**
 * The listing, locked: concurrent bookings of one listing queue behind each other. Without it, buyers whose holds
 * overlap wait on each other inside the exclusion index and PostgreSQL may break the tie as a deadlock (40P01)
 * instead of reporting the overlap (23P01) that answers NoAvailability. Read and lock are one statement.
 */
export async function lockListingForBooking(db: DbOrTx, listingId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId)).for('update');
  return row;
}

/** The booking's nights on the calendar; the exclusion constraint throws 23P01 if any is taken. */
export async function insertStayHold(
  db: DbOrTx,
  hold: { listingId: string; from: string; until: string; bookingId: string },
): Promise<void> {
  await db.insert(stayHolds).values({
    listingId: hold.listingId,
    dates: dateRangeLiteral(hold.from, hold.until),
    kind: 'Reservation',
    bookingId: hold.bookingId,
  });
}

/** Frees the booking's nights: without its hold, the exclusion constraint lets others book them. */
export async function deleteStayHolds(db: DbOrTx, bookingId: string): Promise<void> {
  await db.delete(stayHolds).where(eq(stayHolds.bookingId, bookingId));
}

export async function findStayDetails(db: DbOrTx, bookingId: string): Promise<StayDetailsRow | undefined> {
  const [row] = await db.select().from(stayBookings).where(eq(stayBookings.bookingId, bookingId)).limit(1);
  return row;
}

/** These bookings with their stay details, in no particular order. */
export async function findStayBookings(db: DbOrTx, ids: readonly string[]): Promise<StayBookingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...getTableColumns(bookings), ...stayColumns })
    .from(bookings)
    .innerJoin(stayBookings, eq(stayBookings.bookingId, bookings.id))
    .where(inArray(bookings.id, [...ids]));
}

/** What the trips list needs to place a stay in a tab and order it (domain compareTrips). */
export type StaySummaryRow = {
  id: string;
  fromDate: string;
  untilDate: string;
  status: BookingStatus;
  paidWithOffer: boolean;
};

export async function listStaySummaries(db: DbOrTx, userId: string): Promise<StaySummaryRow[]> {
  return db
    .select({
      id: bookings.id,
      fromDate: stayBookings.fromDate,
      untilDate: stayBookings.untilDate,
      status: bookings.status,
      // Qualified by hand: Drizzle may write bare column names, which the subquery would resolve against its own
      // table.
      paidWithOffer: sql<boolean>`exists (
        select 1 from booking_payments p
        where p.booking_id = bookings.id and p.kind = 'TravelWalletOffer')`.mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(stayBookings, eq(stayBookings.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}
