// The flights line's trips reads (SQL only): what places a flight in My trips, and its airline travel credits.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { flightBookings } from '@portal/db/schema/flight-bookings';
import { flightTravelCredits } from '@portal/db/schema/flight-credits';
import type { BookingStatus } from '@portal/domain/enums';
import type { FlightTicketState } from '@portal/domain/flights/enums';

export type FlightTripFactsRow = {
  id: string;
  fromDate: string;
  untilDate: string;
  status: BookingStatus;
  paidWithOffer: boolean;
  ticketState: FlightTicketState | null;
  firstDepartureAt: Date;
  lastArrivalAt: Date;
};

/** Every flight trip of a user with the instants its time state goes by (past 24 h after the last arrival). */
export async function listFlightTripFacts(db: DbOrTx, userId: string): Promise<FlightTripFactsRow[]> {
  return db
    .select({
      id: bookings.id,
      fromDate: flightBookings.departureDate,
      untilDate: flightBookings.returnDate,
      status: bookings.status,
      paidWithOffer: sql<boolean>`exists (
        select 1 from booking_payments p
        where p.booking_id = bookings.id and p.kind = 'TravelWalletOffer')`.mapWith(Boolean),
      ticketState: flightBookings.ticketState,
      firstDepartureAt: flightBookings.firstDepartureAt,
      lastArrivalAt: flightBookings.lastArrivalAt,
    })
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export type FlightCreditRow = typeof flightTravelCredits.$inferSelect & {
  confirmationCode: string;
  recordLocator: string | null;
};

const creditColumns = {
  id: flightTravelCredits.id,
  userId: flightTravelCredits.userId,
  bookingId: flightTravelCredits.bookingId,
  exchangeId: flightTravelCredits.exchangeId,
  airlineCode: flightTravelCredits.airlineCode,
  amountMinor: flightTravelCredits.amountMinor,
  currency: flightTravelCredits.currency,
  issuedAt: flightTravelCredits.issuedAt,
  expiresAt: flightTravelCredits.expiresAt,
  redeemedAt: flightTravelCredits.redeemedAt,
  redeemedBookingId: flightTravelCredits.redeemedBookingId,
  confirmationCode: bookings.confirmationCode,
  recordLocator: flightBookings.recordLocator,
};

/** A user's credits, soonest to expire first (the list puts the available ones first). */
export async function listUserCredits(db: DbOrTx, userId: string): Promise<FlightCreditRow[]> {
  return db
    .select(creditColumns)
    .from(flightTravelCredits)
    .innerJoin(bookings, eq(bookings.id, flightTravelCredits.bookingId))
    .innerJoin(flightBookings, eq(flightBookings.bookingId, flightTravelCredits.bookingId))
    .where(eq(flightTravelCredits.userId, userId))
    .orderBy(asc(flightTravelCredits.expiresAt), asc(flightTravelCredits.id));
}

/** The credits these cancelled bookings left (one at most each; an exchange's residual credit is not one). */
export async function findCreditsOfBookings(db: DbOrTx, ids: readonly string[]): Promise<FlightCreditRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(creditColumns)
    .from(flightTravelCredits)
    .innerJoin(bookings, eq(bookings.id, flightTravelCredits.bookingId))
    .innerJoin(flightBookings, eq(flightBookings.bookingId, flightTravelCredits.bookingId))
    .where(and(inArray(flightTravelCredits.bookingId, [...ids]), isNull(flightTravelCredits.exchangeId)));
}

/**
 * Issues the credit of a cancelled booking (a second issue for the same booking is refused by the partial UNIQUE
 * index), or an exchange's residual credit (exchangeId set, one per exchange).
 */
export async function insertCredit(
  db: DbOrTx,
  credit: Omit<typeof flightTravelCredits.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(flightTravelCredits).values(credit);
}
